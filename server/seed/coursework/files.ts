// The coursework demo files (a few-KB video and a one-page PDF, committed in server/seed/assets/coursework) copied
// into the file storage under fixed keys, like the goods covers, so seeding again never piles up copies.
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FileStorage } from '../../src/integrations/storage/types'
import { UPLOADS_PREFIX } from '../../src/integrations/storage/types'
import { PROJECT_ROOT } from '../../src/paths'

const ASSETS_DIR = path.join(PROJECT_ROOT, 'server', 'seed', 'assets', 'coursework')
export const COURSEWORK_FILES = { video: 'squat-demo.webm', pdf: 'posture-handout.pdf' } as const
const MIME: Record<string, string> = { webm: 'video/webm', pdf: 'application/pdf' }

function keyOf(name: string): string {
  const hex = createHash('sha256').update(`seed-coursework:${name}`).digest('hex')
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
  return `2000/01/${uuid}.${path.extname(name).slice(1)}`
}

export const courseworkPath = (name: string) => `${UPLOADS_PREFIX}${keyOf(name)}`

export async function installCourseworkFiles(storage: FileStorage): Promise<void> {
  const tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fitedu-coursework-'))
  try {
    for (const name of Object.values(COURSEWORK_FILES)) {
      const key = keyOf(name)
      if (storage.localRoot && (await fs.access(path.join(storage.localRoot, key)).then(() => true, () => false))) continue
      const copy = path.join(tmpDir, name)
      await fs.copyFile(path.join(ASSETS_DIR, name), copy)
      const { size } = await fs.stat(copy)
      await storage.put({ key, sourcePath: copy, mime: MIME[path.extname(name).slice(1)] ?? 'application/octet-stream', size })
    }
  } finally {
    await fs.rm(tmpDir, { recursive: true, force: true })
  }
}
