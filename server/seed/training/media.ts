// A small SVG picture per demo move (a few hundred bytes): the muscle group's colour, a figure and the name.
// Generated at seed time and put into the file storage like any upload, so /uploads serves it.
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FileStorage } from '../../src/integrations/storage/types'
import { UPLOADS_PREFIX } from '../../src/integrations/storage/types'
import type { MuscleGroup } from '../../../types/training/constants'
import type { SeedMove } from './moves'

const COLOURS: Record<MuscleGroup, string> = {
  chest: '#0DBC3B', back: '#0A8F2D', shoulders: '#2A9D8F', biceps: '#E76F51', triceps: '#F4A261', forearms: '#8D6E63',
  abs: '#264653', obliques: '#3D5A80', lower_back: '#6D597A', glutes: '#B5838D', quads: '#1D7874', hamstrings: '#457B9D',
  calves: '#5C6B73', adductors: '#7B8CDE', neck: '#9C6644', full_body: '#0B6E4F'
}

function uuidFrom(text: string): string {
  const hex = createHash('sha256').update(`seed-move:${text}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

const keyOf = (name: string) => `2000/01/${uuidFrom(name)}.svg`
export const moveImagePath = (name: string) => `${UPLOADS_PREFIX}${keyOf(name)}`

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

export function moveSvg(m: SeedMove): string {
  const c = COLOURS[m.primaryMuscle]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" rx="12" fill="${c}"/>`
    + '<g stroke="#fff" stroke-width="8" stroke-linecap="round" fill="none"><circle cx="160" cy="50" r="16" fill="#fff"/>'
    + '<path d="M160 68v50M160 80l-34 22M160 80l34 22M160 118l-26 40M160 118l26 40"/></g>'
    + `<text x="160" y="188" font-size="20" fill="#fff" text-anchor="middle" font-family="sans-serif">${escape(m.name)}</text></svg>`
}

/** Writes the pictures into the storage (local files already there are kept). */
export async function installMoveImages(storage: FileStorage, moves: SeedMove[]): Promise<void> {
  const tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fitedu-moves-'))
  try {
    for (const m of moves) {
      const key = keyOf(m.name)
      if (storage.localRoot && (await fs.access(path.join(storage.localRoot, key)).then(() => true, () => false))) continue
      const file = path.join(tmpDir, `${uuidFrom(m.name)}.svg`)
      await fs.writeFile(file, moveSvg(m))
      const { size } = await fs.stat(file)
      await storage.put({ key, sourcePath: file, mime: 'image/svg+xml', size })
    }
  } finally {
    await fs.rm(tmpDir, { recursive: true, force: true })
  }
}
