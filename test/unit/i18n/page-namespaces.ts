// Which locale namespaces a page needs: the namespaces of every t() key in the page's own import closure inside
// src/ (feature components, shared pieces), read from the source. The i18n test compares it with what the page
// registers, so a subpackage page cannot forget its area's texts.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const SRC = resolve(__dirname, '../../../src')
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]/g

function resolveImport(from: string, spec: string): string | null {
  let base: string
  if (spec.startsWith('@/')) base = join(SRC, spec.slice(2))
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec)
  else return null
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null
}

/** Every src file a module reaches, except the locale catalogues and the i18n store (they hold texts, not uses). */
export function importClosure(entry: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || file.startsWith(join(SRC, 'locales')) || file === join(SRC, 'shared/i18n.ts')) return
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2])
      if (target) visit(target)
    }
  }
  visit(entry)
  return [...seen]
}

export function namespacesUsed(files: string[], namespaces: readonly string[]): Set<string> {
  const key = new RegExp(`['\`](${namespaces.join('|')})\\.[A-Za-z]\\w*(?:\\.|['\`]|\\$\\{)`, 'g')
  const used = new Set<string>()
  for (const file of files) for (const match of readFileSync(file, 'utf8').matchAll(key)) used.add(match[1])
  return used
}

/** The namespaces a page module registers: registerMessages(orderMessages, couponMessages). */
export function namespacesRegistered(file: string): Set<string> {
  const call = /registerMessages\(([^)]*)\)/.exec(readFileSync(file, 'utf8'))
  return new Set([...(call?.[1] ?? '').matchAll(/(\w+)Messages/g)].map((match) => match[1]))
}
