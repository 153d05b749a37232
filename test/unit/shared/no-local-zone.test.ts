// The app shows every time on China time (types/china-time.ts), whatever zone the phone is set to. Reading the
// browser's zone is the whole class of bug behind a checkout that showed an exam at 01:00 instead of 09:00 on a UTC
// phone: this scan keeps src/ free of the calls that read it.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const LOCAL_ZONE_CALLS: Array<[RegExp, string]> = [
  [/from 'dayjs'/, 'dayjs formats in the local zone'],
  [/\.get(FullYear|Month|Date|Day|Hours|Minutes)\(\)/, 'a Date getter reads the local zone'],
  [/\.toLocale(Date|Time)?String\(/, 'toLocaleString writes the local zone'],
  [/new Intl\.DateTimeFormat\((?![^)]*timeZone)/, 'a DateTimeFormat without timeZone writes the local zone']
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

it('no app source formats or reads a time in the local zone', () => {
  const found: string[] = []
  for (const file of sourceFiles('src')) {
    readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
      for (const [pattern, why] of LOCAL_ZONE_CALLS) if (pattern.test(line)) found.push(`${file}:${i + 1} ${why}: ${line.trim()}`)
    })
  }
  expect(found).toEqual([])
})
