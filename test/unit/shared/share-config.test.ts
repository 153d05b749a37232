// The mini-program shows 转发 for a page only when its config says enableShareAppMessage: Taro registers the
// onShareAppMessage of useShareAppMessage only then, so without it the hook does nothing and the menu item is missing.
// Every page that reaches useShareAppMessage (itself or through the features it imports) must declare it.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { filesUnder } from '../helpers/files'

const SRC = resolve(__dirname, '../../../src')
const PAGES = join(SRC, 'pages')

/** The file an import names, when it is ours ('@/…' or relative); null for packages. */
function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? join(SRC, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null
  if (!base) return null
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null
}

function reachesShareHook(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false
  seen.add(file)
  const text = readFileSync(file, 'utf8')
  if (/\buseShareAppMessage\(/.test(text)) return true
  const imports = [...text.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((m) => m[1])
  return imports.some((spec) => {
    const target = resolveImport(file, spec)
    return target !== null && /\.tsx?$/.test(target) && reachesShareHook(target, seen)
  })
}

const pageFiles = filesUnder(PAGES, (name) => /\.tsx$/.test(name) && !/\.(weapp|h5)\.tsx$/.test(name))
const sharing = pageFiles.filter((file) => reachesShareHook(file))

it('finds the pages that share (the check is not empty)', () => {
  expect(sharing.map((f) => f.slice(PAGES.length + 1))).toEqual(expect.arrayContaining(['home/faqInfo.tsx', 'home/newsInfo.tsx', 'course/courseDetail.tsx']))
})

it.each(sharing.map((f) => [f.slice(PAGES.length + 1), f]))('%s declares enableShareAppMessage', (_, file) => {
  const config = readFileSync(file.replace(/\.tsx$/, '.config.ts'), 'utf8')
  expect(config).toMatch(/enableShareAppMessage:\s*true/)
})
