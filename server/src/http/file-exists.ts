import fs from 'node:fs/promises'

/** Whether a file exists now (the sites look per request: a rebuild never needs a restart). */
export function fileExists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false
  )
}
