// CSP hashes of the inline <script> blocks of an HTML file, so exactly those scripts may run and nothing injected
// can. Cached per file version (size + mtime): index.html changes only when the site is rebuilt.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import type { Stats } from 'node:fs'

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi
const cache = new Map<string, { version: string; hashes: string[] }>()

export function inlineScriptHashes(filePath: string, stat: Stats): string[] {
  const version = `${stat.size}:${stat.mtimeMs}`
  const cached = cache.get(filePath)
  if (cached?.version === version) return cached.hashes
  const html = fs.readFileSync(filePath, 'utf8')
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .map((m) => m[1])
    .filter((body) => body.trim() !== '')
    .map((body) => 'sha256-' + createHash('sha256').update(body, 'utf8').digest('base64'))
  cache.set(filePath, { version, hashes })
  return hashes
}
