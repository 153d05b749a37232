// Keys and certificates of the payment providers, read from the environment at start (config validation).
import fs from 'node:fs'
import path from 'node:path'
import { PROJECT_ROOT } from '../paths'

/** What a configuration check found wrong: [variable, reason]. */
export type ConfigProblems = Array<[string, string]>

/**
 * A PEM from the variable itself (literal '\n' allowed, as env files write them) or from the file its `_PATH`
 * names, relative to the project. Both set, or an unreadable file, is a problem for the start-up report.
 */
export function readPem(env: Record<string, string | undefined>, name: string, problems: ConfigProblems): string | undefined {
  const inline = env[name] || undefined
  const file = env[`${name}_PATH`]?.trim() || undefined
  if (inline && file) problems.push([name, `set ${name} or ${name}_PATH, not both`])
  if (inline) return inline.replace(/\\n/g, '\n')
  if (!file) return undefined
  try {
    return fs.readFileSync(path.resolve(PROJECT_ROOT, file), 'utf8')
  } catch (err) {
    problems.push([`${name}_PATH`, `cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? 'error'}`])
    return undefined
  }
}
