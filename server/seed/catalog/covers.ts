// Goods covers are committed images (server/seed/assets/covers/<slug>.jpg, made by scripts/make-seed-covers.ts)
// copied into the file storage at seed time, so they are served like any upload under /uploads/... The storage
// key is derived from the slug, so seeding again writes the same paths and never piles up copies.
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FileStorage } from '../../src/integrations/storage/types'
import { UPLOADS_PREFIX } from '../../src/integrations/storage/types'
import { PROJECT_ROOT } from '../../src/paths'

export const COVERS_DIR = path.join(PROJECT_ROOT, 'server', 'seed', 'assets', 'covers')

/** A fixed 'year/month' folder for demo files: storage keys are `YYYY/MM/<uuid>.<ext>`. */
const SEED_FOLDER = '2000/01'

function uuidFrom(text: string): string {
  const hex = createHash('sha256').update(`seed-cover:${text}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

export const coverKey = (slug: string) => `${SEED_FOLDER}/${uuidFrom(slug)}.jpg`
export const coverPath = (slug: string) => `${UPLOADS_PREFIX}${coverKey(slug)}`

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(() => true, () => false)
}

/** Copies the covers (`<dir>/<slug>.jpg`) into the storage; on local disk, files already there are left alone. */
export async function installSeedCovers(storage: FileStorage, slugs: string[], dir = COVERS_DIR): Promise<void> {
  const tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fitedu-covers-'))
  try {
    for (const slug of slugs) {
      const key = coverKey(slug)
      if (storage.localRoot && (await exists(path.join(storage.localRoot, key)))) continue
      const source = path.join(dir, `${slug}.jpg`)
      if (!(await exists(source))) continue
      // put() consumes its source file, so it gets a copy.
      const copy = path.join(tmpDir, `${slug}.jpg`)
      await fs.copyFile(source, copy)
      const { size } = await fs.stat(copy)
      await storage.put({ key, sourcePath: copy, mime: 'image/jpeg', size })
    }
  } finally {
    await fs.rm(tmpDir, { recursive: true, force: true })
  }
}
