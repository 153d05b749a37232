// npm run bench — H5 first-load speed, the accessibility of every built page and the weapp package sizes, against
// their budgets. Not a timed test: it builds what is missing or stale (H5 and weapp), starts the real server on a
// free port with a throw-away DATA_DIR (embedded PGlite, seeded), runs Lighthouse (mobile: simulated slow 4G, 4x CPU)
// three times on each first-visit page and reports the median, audits the accessibility of every other built page
// once (scripts/bench-a11y.mjs), then measures the weapp packages. Exits 1 when a budget is missed.
// Lighthouse's figures scale with how busy the machine is, so each round also loads a reference page (a plain React
// 18 page of 40 course rows built with esbuild, scripts/bench-reference/) and each page's main-thread time is
// reported as a ratio to the reference's in the same round: that figure means the same on any machine.
//
//   BENCH_RUNS=5 npm run bench        more Lighthouse runs per page (median of them)
//   BENCH_NO_BUILD=1 npm run bench    measure dist/ as it is, even if stale (a missing build is still made)
//   BENCH_A11Y_ONLY=1 npm run bench   only the accessibility sweep (a minute or two; no weapp build needed)
//   BENCH_A11Y_PAGES=pages/entry/train,pages/train/unlock BENCH_A11Y_ONLY=1 npm run bench
//                                     only those pages of the sweep (routes without their query), e.g. after a fix
//   BENCH_SPEED_ONLY=1 npm run bench  only the Lighthouse performance rounds (no sweep, no weapp)
//   H5_DIST_DIR=/tmp/x npm run bench  measure another H5 build (e.g. one kept from before a change)
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(ROOT)
const require = createRequire(import.meta.url)
const { measureWeapp, MAIN_BUDGET_BYTES, SUBPACKAGE_BUDGET_BYTES } = require('./weapp-size.cjs')
const { h5BuildIsStale } = await import('./build-if-stale.mjs')
const { A11Y_MIN, sweepAccessibility } = await import('./bench-a11y.mjs')
const { serveReference } = await import('./bench-reference/serve.mjs')

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const A11Y_ONLY = Boolean(process.env.BENCH_A11Y_ONLY)
const SPEED_ONLY = Boolean(process.env.BENCH_SPEED_ONLY)
// Debian's Chromium (and CJK fonts), installed when missing as `npm test` does: a new machine may not have it.
const { CHROMIUM_PATH, ensureBrowser } = await import('./ensure-browser.mjs')
ensureBrowser()
const H5_DIST = path.resolve(ROOT, process.env.H5_DIST_DIR ?? 'dist/h5')
const WEAPP_DIST = path.resolve(ROOT, 'dist/weapp')
const KB = 1024

/**
 * Every first-visit page: performance ≥ 90, TBT ≤ 200 ms, LCP ≤ 2.0 s (each page's largest picture is drawn by the
 * HTML the server sends: server/src/http/first-screen.ts) and main-thread time ≤ 3× the reference page's in the same
 * round. The home page (where most first visits land) also keeps its first-load JS budget.
 */
const PAGE_BUDGETS = {
  performance: { max: false, limit: 90, unit: '' },
  tbt: { max: true, limit: 200, unit: 'ms' },
  lcp: { max: true, limit: 2000, unit: 'ms' },
  ratio: { max: true, limit: 3, unit: 'x' }
}
const HOME_BUDGETS = {
  ...PAGE_BUDGETS,
  firstLoadJs: { max: true, limit: 200 * KB, unit: 'B' }
}

// ---- builds ----------------------------------------------------------------------------------------------------

const WEAPP_SOURCES = ['src', 'types', 'config', 'babel.config.js', 'package.json']

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0
  const stat = fs.statSync(p)
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs.readdirSync(p).reduce((newest, name) => Math.max(newest, newestMtime(path.join(p, name))), stat.mtimeMs)
}

function weappIsStale() {
  const marker = path.join(WEAPP_DIST, 'app.json')
  if (!fs.existsSync(marker)) return true
  const built = fs.statSync(marker).mtimeMs
  return WEAPP_SOURCES.some((s) => newestMtime(s) > built)
}

/** A production build with its (long, warning-laden) output in a log file that is shown only when it fails. */
function build(type) {
  console.log(`The ${type} build is missing or older than its source: building it…`)
  const log = path.join(os.tmpdir(), `fitedu-bench-build-${type}.log`)
  const fd = fs.openSync(log, 'w')
  const started = Date.now()
  const r = spawnSync(process.execPath, ['node_modules/@tarojs/cli/bin/taro', 'build', '--type', type], {
    stdio: ['ignore', fd, fd],
    env: { ...process.env, NODE_ENV: 'production' }
  })
  fs.closeSync(fd)
  if (r.status !== 0) {
    console.error(fs.readFileSync(log, 'utf8').slice(-4000))
    throw new Error(`${type} build failed (exit ${r.status}); full output in ${log}`)
  }
  console.log(`  built in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

/** BENCH_NO_BUILD measures dist/ as it is, even when stale; a build that is not there at all is made either way. */
function buildIfNeeded() {
  const noBuild = Boolean(process.env.BENCH_NO_BUILD)
  const h5Needed = () => (noBuild ? !fs.existsSync(path.join(H5_DIST, 'index.html')) : h5BuildIsStale())
  const weappNeeded = () => (noBuild ? !fs.existsSync(path.join(WEAPP_DIST, 'app.json')) : weappIsStale())
  // Builds run one after the other: on a 2-core machine two at once take longer than both in a row.
  if (!process.env.H5_DIST_DIR && h5Needed()) build('h5')
  if (!A11Y_ONLY && !SPEED_ONLY && weappNeeded()) build('weapp')
}

// ---- server ----------------------------------------------------------------------------------------------------

async function freePort() {
  const server = net.createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

function startServer(dataDir, port) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, H5_DIST_DIR: H5_DIST,
    SEED_DEMO: 'true', NODE_ENV: 'development', RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'warn' }
  delete env.DATABASE_URL // like `npm start`: the embedded PGlite
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx')
  const child = spawn(tsx, ['--tsconfig', 'server/tsconfig.json', 'server/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] })
  return child
}

async function waitForHealth(base, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('server did not become healthy in 120 s')
}

// ---- Lighthouse ------------------------------------------------------------------------------------------------

/** Brotli size of a built file: its precompressed .br when the build has one, else compressed here. */
function brotliSize(file) {
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size
  const body = fs.readFileSync(file)
  return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length
}

/** JS the page requested while loading, each at its brotli size (what a compressing server sends). */
function firstLoadJs(lhr, base) {
  const requests = lhr.audits['network-requests'].details.items
  let total = 0
  const files = []
  for (const req of requests) {
    if (req.resourceType !== 'Script' || !req.url.startsWith(base)) continue
    const file = path.join(H5_DIST, new URL(req.url).pathname)
    if (!fs.existsSync(file)) continue
    const size = brotliSize(file)
    total += size
    files.push([path.basename(file), size])
  }
  return { total, files }
}

/** Lighthouse now and then fails to record a trace on a loaded machine (NO_NAVSTART, NO_FCP): try again. */
const ATTEMPTS = 3

async function lighthouseOnce(url, port, base) {
  let lhr
  for (let attempt = 1; ; attempt++) {
    lhr = (await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] })).lhr
    if (!lhr.runtimeError) break
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    console.log(`  (Lighthouse: ${lhr.runtimeError.code}, trying again)`)
  }
  const a = lhr.audits
  const lcpElement = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? ''
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    // Lighthouse's main-thread work (every task, scaled by its 4x CPU slowdown), as in "Minimize main-thread work".
    mainThread: a['mainthread-work-breakdown'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    transferred: a['total-byte-weight'].numericValue,
    firstLoadJs: base ? firstLoadJs(lhr, base) : { total: 0, files: [] },
    lcpElement
  }
}

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y)
  return sorted[Math.floor(sorted.length / 2)]
}

/** Each figure is the median of its own runs (one slow run on a shared machine does not decide the result). */
function medianOf(runs) {
  const keys = ['performance', 'accessibility', 'fcp', 'lcp', 'tbt', 'cls', 'transferred', 'mainThread', 'ratio']
  const result = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]))
  result.firstLoadJs = median(runs.map((r) => r.firstLoadJs.total))
  result.jsFiles = runs[0].firstLoadJs.files
  result.lcpElement = runs[0].lcpElement
  result.performances = runs.map((r) => r.performance)
  result.ratios = runs.map((r) => r.ratio)
  return result
}

// ---- report ----------------------------------------------------------------------------------------------------

const fmt = {
  // Under a second in ms, so a TBT just over its 200 ms budget does not print as "0.20 s".
  ms: (v) => (v < 1000 ? `${Math.round(v)} ms` : `${(v / 1000).toFixed(2)} s`),
  B: (v) => `${(v / KB).toFixed(1)} KB`,
  x: (v) => `${v.toFixed(2)}×`,
  '': (v) => String(v)
}

let failed = 0
function line(name, value, unit, budget) {
  const shown = fmt[unit](value)
  if (!budget) return console.log(`        ${name.padEnd(26)} ${shown.padStart(10)}`)
  const ok = budget.max ? value <= budget.limit : value >= budget.limit
  if (!ok) failed++
  const sign = budget.max ? '≤' : '≥'
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(26)} ${shown.padStart(10)}   budget ${sign} ${fmt[budget.unit](budget.limit)}`)
}

function reportPage(name, m, budgets) {
  console.log(`\n${name}  (Lighthouse performance of each run: ${m.performances.join(', ')})`)
  line('performance', m.performance, '', budgets?.performance)
  line('main-thread time', m.mainThread, 'ms')
  if (budgets) {
    line('main thread ÷ reference', m.ratio, 'x', budgets.ratio)
    console.log(`        ${'(ratio of each run)'.padEnd(26)} ${m.ratios.map((r) => r.toFixed(2)).join(', ').padStart(10)}`)
  }
  line('accessibility', m.accessibility, '')
  line('FCP', m.fcp, 'ms')
  line('LCP', m.lcp, 'ms', budgets?.lcp)
  line('TBT', m.tbt, 'ms', budgets?.tbt)
  console.log(`        ${'CLS'.padEnd(26)} ${m.cls.toFixed(3).padStart(10)}`)
  line('bytes transferred', m.transferred, 'B')
  if (!m.jsFiles.length) return
  line('first-load JS (brotli)', m.firstLoadJs, 'B', budgets?.firstLoadJs)
  console.log(`        JS: ${m.jsFiles.map(([f, s]) => `${f} ${(s / KB).toFixed(1)}`).join(', ')}`)
  if (m.lcpElement) console.log(`        LCP element: ${m.lcpElement.slice(0, 110)}`)
}

function reportWeapp() {
  const { sizes } = measureWeapp(WEAPP_DIST)
  console.log('\nweapp packages')
  for (const [name, bytes] of Object.entries(sizes)) {
    const limit = name === 'main' ? MAIN_BUDGET_BYTES : SUBPACKAGE_BUDGET_BYTES
    line(name === 'main' ? 'main package' : name, bytes, 'B', { max: true, limit, unit: 'B' })
  }
}

const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ')

/**
 * Rounds of (home, course tab, goods detail) with the reference page loaded before the first round and after each,
 * so a burst of load elsewhere on the machine weighs on the reference and the pages alike. A page's ratio is its
 * main-thread time over the mean of the reference runs either side of its round; the figures reported are the
 * medians of the rounds.
 */
async function measurePages(pages, referenceUrl, port, base) {
  await lighthouseOnce(pages[0][1], port, base) // warm-up: server JIT, file cache; not counted
  const refs = [await lighthouseOnce(referenceUrl, port, null)]
  const runs = pages.map(() => [])
  for (let i = 0; i < RUNS; i++) {
    const round = []
    for (const [, url] of pages) round.push(await lighthouseOnce(url, port, base))
    refs.push(await lighthouseOnce(referenceUrl, port, null))
    const refTime = (refs[i].mainThread + refs[i + 1].mainThread) / 2
    round.forEach((run, p) => { run.ratio = run.mainThread / refTime; runs[p].push(run) })
    console.log(`  round ${i + 1}: reference main thread ${fmt.ms(refTime)}; load ${loadAverage()}`)
  }
  refs.forEach((r) => { r.ratio = 1 })
  reportPage(`Reference page (plain React 18, 40 course rows; ${refs.length} runs)`, medianOf(refs), null)
  for (const [p, [name, , budgets]] of pages.entries()) reportPage(name, medianOf(runs[p]), budgets)
  console.log(`\nLoad average after the Lighthouse runs: ${loadAverage()}`)
}

// ---- main ------------------------------------------------------------------------------------------------------

async function main() {
  buildIfNeeded()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fitedu-bench-'))
  const port = await freePort()
  const server = startServer(dataDir, port)
  const base = `http://127.0.0.1:${port}`
  let chrome
  let reference
  try {
    await waitForHealth(base, server)
    const goods = await (await fetch(`${base}/api/goods?page=1&size=1`)).json()
    const goodsId = goods.data.list[0].id
    const pages = [
      ['H5 home /pages/entry/index', `${base}/pages/entry/index`, HOME_BUDGETS],
      ['H5 course tab /pages/entry/course', `${base}/pages/entry/course`, PAGE_BUDGETS],
      [`H5 goods detail ?id=${goodsId}`, `${base}/pages/course/courseDetail?id=${goodsId}`, PAGE_BUDGETS]
    ]
    reference = await serveReference()
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
    console.log(`Lighthouse ${RUNS}× per page (mobile, simulated slow 4G, 4x CPU), median; ${os.cpus().length} cores, load ${loadAverage()}`)
    console.log(`H5 build: ${path.relative(ROOT, H5_DIST) || H5_DIST}; reference page: plain React 18 + esbuild, ${(reference.jsBytes / KB).toFixed(1)} KB brotli`)
    if (!A11Y_ONLY) await measurePages(pages, reference.url, chrome.port, base)
    // After the performance runs: the sweep signs in, and those pages are measured as a first visitor sees them.
    if (!SPEED_ONLY) console.log(`\nAccessibility of every built page (Lighthouse, one run each; signed in as the demo learner but the first)`)
    if (!SPEED_ONLY) await sweepAccessibility(base, chrome.port, (page, score, failing) => {
      line(page, score, '', { max: false, limit: A11Y_MIN, unit: '' })
      for (const audit of failing) console.log(`        failing: ${audit}`)
    })
    if (!A11Y_ONLY && !SPEED_ONLY) reportWeapp()
    console.log(failed ? `\n${failed} budget(s) missed` : '\nAll budgets met')
    process.exitCode = failed ? 1 : 0
  } finally {
    await chrome?.kill()
    await reference?.close()
    server.kill('SIGTERM')
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
