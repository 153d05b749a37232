// Tests that read the source (which pages share, which audit codes the server writes, which routes are opened)
// walk a folder for its files.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Every file below `dir` (sub-folders included) whose name `wanted` accepts, as full paths. */
export function filesUnder(dir: string, wanted: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(path, wanted)
    return wanted(entry.name) ? [path] : []
  })
}
