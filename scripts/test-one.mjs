// One suite's files, e.g. `npm run test:api -- test/api/home/faq.test.ts` (unit, api or e2e; any further jest
// flags may follow the paths). Jest reads `--selectProjects api <file>` as two project names and then runs the
// whole suite, so this puts the paths first. Without a path it runs that whole suite.
import { spawnSync } from 'node:child_process'

const JEST = 'node_modules/jest/bin/jest.js'
const SUITES = {
  unit: (args) => [...args, '--selectProjects', 'unit'],
  api: (args) => [...args, '--selectProjects', 'api'],
  e2e: (args) => ['-c', 'test/e2e/jest.config.js', '--runInBand', ...args]
}

const [suite, ...args] = process.argv.slice(2)
if (!SUITES[suite]) {
  console.error('usage: node scripts/test-one.mjs unit|api|e2e [test files or folders] [jest flags]')
  process.exit(2)
}
// A few e2e files run in band over one server (the whole suite starts one per worker).
const env = suite === 'e2e' ? { E2E_WORKERS: '1', ...process.env } : process.env
const result = spawnSync(process.execPath, [JEST, ...SUITES[suite](args)], { stdio: 'inherit', env })
process.exit(result.status ?? 1)
