// Local-disk storage: the embedded default. Files land under DATA_DIR/uploads and this server serves them.
import fs from 'node:fs/promises'
import path from 'node:path'
import { assertValidKey, joinUrl, type FileStorage, type PutFileInput } from './types'

async function moveFile(from: string, to: string): Promise<void> {
  try {
    await fs.rename(from, to)
  } catch (err) {
    // rename cannot cross filesystems (e.g. a tmp dir on another mount); copy then delete instead.
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err
    await fs.copyFile(from, to)
    await fs.rm(from, { force: true })
  }
}

export function createLocalStorage(root: string, baseUrl: string): FileStorage {
  const fileFor = (key: string) => {
    assertValidKey(key)
    return path.join(root, key)
  }
  return {
    kind: 'local',
    localRoot: root,
    async put({ key, sourcePath }: PutFileInput) {
      const target = fileFor(key)
      await fs.mkdir(path.dirname(target), { recursive: true })
      await moveFile(sourcePath, target)
      // Readable, never executable, whatever the umask of the temp file was.
      await fs.chmod(target, 0o644)
    },
    async remove(key) {
      await fs.rm(fileFor(key), { force: true })
    },
    publicUrl: (publicPath) => joinUrl(baseUrl, publicPath)
  }
}
