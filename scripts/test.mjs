// npm test: every suite, in order — type-check, boundaries, unit, API (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), faults, both builds, build output checks (weapp sizes, no zod in the app, WeChat's compiler), end-to-end in
// Chromium. Ends with one 'N passed, N failed' line.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { adminViteBin } from './build-if-stale.mjs'
import { ensureBrowser } from './ensure-browser.mjs'

const totals = { passed: 0, failed: 0, skipped: 0 }
const failedStages = []
const jestBin = 'node_modules/jest/bin/jest.js'
const taroBin = 'node_modules/@tarojs/cli/bin/taro'

function report(name, ok, started) {
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===`)
  if (!ok) failedStages.push(name)
}

function run(name, args, env = {}) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  report(name, result.status === 0, started)
  return result.status === 0
}

/**
 * Runs stages side by side, each printing its output as one block when it ends. For stages that each keep one core
 * busy (tsc, dependency-cruiser, a webpack build): on two cores two of them take about the time of one.
 */
function runSideBySide(stages) {
  return Promise.all(stages.map(({ name, args, env = {}, jest }) => new Promise((resolve) => {
    const dir = jest ? mkdtempSync(join(tmpdir(), 'jest-')) : undefined
    const out = dir && join(dir, 'result.json')
    const fullArgs = jest ? [jestBin, '--ci', '--json', `--outputFile=${out}`, ...args] : args
    const started = Date.now()
    const child = spawn(process.execPath, fullArgs, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    const chunks = []
    child.stdout.on('data', (chunk) => chunks.push(chunk))
    child.stderr.on('data', (chunk) => chunks.push(chunk))
    child.on('close', (code) => {
      console.log(`\n=== ${name} ===`)
      process.stdout.write(Buffer.concat(chunks))
      const ok = code === 0
      report(name, ok, started)
      if (jest) countJest(out, ok, dir)
      else if (ok) totals.passed += 1
      else totals.failed += 1
      resolve(ok)
    })
  })))
}

/** Adds a jest run's counts to the totals (a crashed run counts as one failure). */
function countJest(out, ok, dir) {
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

/** Runs jest and adds its counts to the totals. */
function runJest(name, jestArgs, env = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'jest-'))
  const out = join(dir, 'result.json')
  const ok = run(name, [jestBin, '--ci', '--json', `--outputFile=${out}`, ...jestArgs], env)
  countJest(out, ok, dir)
}

function runStep(name, args, env) {
  if (run(name, args, env)) totals.passed += 1
  else totals.failed += 1
}

// The checks each keep one core busy (tsc and the cruiser are single-threaded; unit runs one jest worker), so they
// run side by side: on two cores about half their time in a row.
await runSideBySide([
  { name: 'type-check: app and types', args: ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'type-check: server', args: ['node_modules/typescript/bin/tsc', '-p', 'server/tsconfig.json', '--noEmit'] },
  { name: 'type-check: back office', args: ['node_modules/typescript/bin/tsc', '-p', 'admin/tsconfig.json'] },
  // The architecture's rules (.dependency-cruiser.cjs): no cycles, contexts and features through their entries.
  {
    name: 'boundaries (dependency-cruiser)',
    args: ['node_modules/dependency-cruiser/bin/dependency-cruise.mjs', '-c', '.dependency-cruiser.cjs', '--no-progress', 'src', 'server/src', 'types', 'admin/src', 'test']
  },
  { name: 'unit (jest + jsdom)', args: ['--selectProjects', 'unit'], jest: true }
])
// Jest's default on two cores is one worker in its own process, where the API files slow down as memory grows; two
// workers took the PGlite run from 415 s to 274 s and the PostgreSQL one from 242 s to 112 s on such a machine.
const apiWorkers = `--maxWorkers=${Math.max(2, availableParallelism())}`
// Files that test the HTTP layer and the providers' protocols, which do not depend on the database, run once, on
// PostgreSQL when it is there: the generated reliability suites (every endpoint × every role, fuzzing, other users'
// ids, forbidden fields, every definition served, a burst against the rate limiter), the envelope, headers, refused
// characters, site and console serving, API docs, error catalogue, configuration checks, the WeChat Pay and Alipay
// signing, notification and configuration files, multipart cut short, and the journeys against the providers' local
// fakes (WeChat Pay in its three ways, Alipay, WeChat refunds and transfers, the mini-program code, the chat model):
// the orders, refunds and ledgers those journeys write go through the same services the sandbox payment files run on
// both databases. Every file that reads or writes the database for a feature runs on both.
const RUN_ONCE = [
  'test/api/reliability/(authorization-table|cross-user-ids|fuzz|property-level|served|rate-limit-burst)',
  'test/api/platform/(admin-site|api-docs|config|envelope|error-catalogue|site|traditional-text|http/)',
  'test/api/commerce/payment/(alipay-config|alipay-time|payment-config|wechat-pay-notifications|wechat-pay-requests)',
  'test/api/identity/integrations-config', 'test/api/files/upload-(cut-anywhere|truncated)',
  'test/api/commerce/(payment-wechat|payment-alipay|refund-wechat)', 'test/api/sales/withdrawal-(transfer|refresh)',
  'test/api/catalog/mini-code', 'test/api/content/assistant-llm'
].join('|')
const onceElsewhere = process.env.TEST_DATABASE_URL ? ['--testPathIgnorePatterns', '/node_modules/', RUN_ONCE] : []
// The demo seed's files run on the embedded default only: the demo is what `npm start` serves on it. On PostgreSQL
// the faults suite below starts the server with SEED_DEMO, so the whole demo seed runs there too.
const DEMO_SEED = 'test/api/(catalog/catalog-seed|certification/certification-seed|classroom/(classroom|homework)-seed|sales/sales-seed|training/demo|settlement/demo|exams/seed|platform/seed)'
runJest('api on PGlite', ['--selectProjects', 'api', apiWorkers, ...onceElsewhere], { TEST_DATABASE_URL: '' })
if (process.env.TEST_DATABASE_URL) {
  runJest('api on PostgreSQL', ['--selectProjects', 'api', apiWorkers, '--testPathIgnorePatterns', '/node_modules/', DEMO_SEED])
} else {
  console.log('\n(api on PostgreSQL skipped: TEST_DATABASE_URL is not set)')
}
// Faults: the real server over a PostgreSQL cluster of its own, stopped, crashed and its pool exhausted under write
// load, and over PGlite killed mid-write (test/faults; the PostgreSQL part is skipped without PostgreSQL's binaries).
runJest('faults (database outages)', ['-c', 'test/faults/jest.config.js', '--runInBand'])
// The three builds side by side: webpack and vite spend most of their time on one core.
await runSideBySide([
  { name: 'build: weapp', args: [taroBin, 'build', '--type', 'weapp'], env: { NODE_ENV: 'production' } },
  { name: 'build: h5', args: [taroBin, 'build', '--type', 'h5'], env: { NODE_ENV: 'production' } },
  { name: 'build: back office', args: [adminViteBin(), 'build', '--config', 'admin/vite.config.ts'], env: { NODE_ENV: 'production' } }
])
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
