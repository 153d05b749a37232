// npm test: every suite, in order — type-check, boundaries, unit, API (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), faults, both builds, build output checks (weapp sizes, no zod in the app, WeChat's compiler), end-to-end in
// Chromium. Ends with one 'N passed, N failed' line.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { adminViteBin } from './build-if-stale.mjs'
import { ensureBrowser } from './ensure-browser.mjs'

const totals = { passed: 0, failed: 0, skipped: 0 }
const failedStages = []
const jestBin = 'node_modules/jest/bin/jest.js'
const taroBin = 'node_modules/@tarojs/cli/bin/taro'

function run(name, args, env = {}) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`)
  if (result.status !== 0) failedStages.push(name)
  return result.status === 0
}

/** Runs jest and adds its counts to the totals (a crashed run counts as one failure). */
function runJest(name, jestArgs, env = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'jest-'))
  const out = join(dir, 'result.json')
  const ok = run(name, [jestBin, '--ci', '--json', `--outputFile=${out}`, ...jestArgs], env)
  try {
    const r = JSON.parse(readFileSync(out, 'utf8'))
    totals.passed += r.numPassedTests
    totals.failed += r.numFailedTests
    totals.skipped += r.numPendingTests + r.numTodoTests
    if (!ok && r.numFailedTests === 0) totals.failed += 1
  } catch {
    if (!ok) totals.failed += 1
  }
  rmSync(dir, { recursive: true, force: true })
}

function runStep(name, args, env) {
  if (run(name, args, env)) totals.passed += 1
  else totals.failed += 1
}

runStep('type-check: app and types', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit'])
runStep('type-check: server', ['node_modules/typescript/bin/tsc', '-p', 'server/tsconfig.json', '--noEmit'])
runStep('type-check: back office', ['node_modules/typescript/bin/tsc', '-p', 'admin/tsconfig.json'])
// The architecture's rules (.dependency-cruiser.cjs): no cycles, contexts and features through their entries.
runStep('boundaries (dependency-cruiser)', [
  'node_modules/dependency-cruiser/bin/dependency-cruise.mjs', '-c', '.dependency-cruiser.cjs', '--no-progress', 'src', 'server/src', 'types', 'admin/src', 'test'
])
runJest('unit (jest + jsdom)', ['--selectProjects', 'unit'])
// Jest's default on two cores is one worker in its own process, where the API files slow down as memory grows; two
// workers took the PGlite run from 415 s to 274 s and the PostgreSQL one from 242 s to 112 s on such a machine.
const apiWorkers = `--maxWorkers=${Math.max(2, availableParallelism())}`
// The generated reliability suites (every endpoint × every role, fuzzing, other users' ids, forbidden fields) test
// the HTTP layer's rules, which do not depend on the database: they run once, on PostgreSQL when it is there.
// Together they are a third of the API suite's time on two cores.
const RUN_ONCE = 'test/api/reliability/(authorization-table|cross-user-ids|fuzz|property-level)'
const onceElsewhere = process.env.TEST_DATABASE_URL ? ['--testPathIgnorePatterns', '/node_modules/', RUN_ONCE] : []
runJest('api on PGlite', ['--selectProjects', 'api', apiWorkers, ...onceElsewhere], { TEST_DATABASE_URL: '' })
if (process.env.TEST_DATABASE_URL) {
  runJest('api on PostgreSQL', ['--selectProjects', 'api', apiWorkers])
} else {
  console.log('\n(api on PostgreSQL skipped: TEST_DATABASE_URL is not set)')
}
// Faults: the real server over a PostgreSQL cluster of its own, stopped, crashed and its pool exhausted under write
// load, and over PGlite killed mid-write (test/faults; the PostgreSQL part is skipped without PostgreSQL's binaries).
runJest('faults (database outages)', ['-c', 'test/faults/jest.config.js', '--runInBand'])
runStep('build: weapp', [taroBin, 'build', '--type', 'weapp'], { NODE_ENV: 'production' })
runStep('build: h5', [taroBin, 'build', '--type', 'h5'], { NODE_ENV: 'production' })
runStep('build: back office', [adminViteBin(), 'build', '--config', 'admin/vite.config.ts'], { NODE_ENV: 'production' })
runJest('weapp output checks', ['-c', 'test/weapp/jest.config.js'])
// WeChat's own compiler (miniprogram-ci, offline) over dist/weapp: app.json, package roots, page files, scripts.
runStep('weapp: WeChat compiler', ['scripts/weapp-ci.mjs', 'compile'])
ensureBrowser()
// Two workers, each over a server of its own (test/e2e/helpers/server.ts): one file's browser and server use about
// half of a 2-core machine.
runJest('e2e in Chromium', ['-c', 'test/e2e/jest.config.js'])

if (failedStages.length) console.log(`\nFailed stages: ${failedStages.join(', ')}`)
console.log(`\nSummary: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failedStages.length ? 1 : 0)
