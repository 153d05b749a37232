// Where a first load's main-thread time goes. For each URL: one Lighthouse load without network throttling, the CPU
// slowed CPU_THROTTLE times, printing the main thread's time by kind (script, style and layout, parse, rendering,
// GC, other), by trace event, by script, and its long tasks; then a CPU profile of the same load in a fresh
// Chromium context at a phone viewport (until the network is quiet), printing the functions with the most self
// time by script and position (minified, but webpack module ids and Stencil's method names stay readable).
//
//   node scripts/bench-profile.mjs <url> [<url>…]        CPU_THROTTLE=4 (default 1), PROFILE_TOP=25 (0: no profile)
import { CHROMIUM_PATH, ensureBrowser } from './ensure-browser.mjs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { createRequire } from 'node:module'
import { chromium } from 'playwright-core'

const THROTTLE = Number(process.env.CPU_THROTTLE ?? 1)
const TOP = Number(process.env.PROFILE_TOP ?? 25)
const require = createRequire(import.meta.url)
const { TraceProcessor } = await import(require.resolve('lighthouse/core/lib/tracehouse/trace-processor.js'))
const { MainThreadTasks } = await import(require.resolve('lighthouse/core/lib/tracehouse/main-thread-tasks.js'))

/** Self time of each trace event name on the main thread (what "Other" is made of). */
function selfTimeByEvent(traceEvents) {
  const processed = TraceProcessor.processTrace({ traceEvents })
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd)
  const byName = {}
  for (const t of tasks) byName[`${t.group.id}:${t.event.name}`] = (byName[`${t.group.id}:${t.event.name}`] ?? 0) + t.selfTime
  return Object.entries(byName).sort((x, y) => y[1] - x[1]).slice(0, 12)
}

/** Lighthouse's view of the same load: main-thread time by kind, per script, and the long tasks. */
async function lighthouseLoad(url, port) {
  let result
  for (let attempt = 1; attempt <= 3; attempt++) {
    result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'],
      throttlingMethod: 'devtools', throttling: { cpuSlowdownMultiplier: THROTTLE, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 } })
    if (!result.lhr.runtimeError) break
  }
  const { lhr, artifacts } = result
  const a = lhr.audits
  return {
    total: a['mainthread-work-breakdown'].numericValue,
    byKind: Object.fromEntries(a['mainthread-work-breakdown'].details.items.map((i) => [i.groupLabel, i.duration])),
    scripts: a['bootup-time'].details.items.map((i) => [i.url.replace(/^.*\//, ''), i.scripting, i.scriptParseCompile]),
    long: (a['long-tasks'].details?.items ?? []).map((i) => [i.url.replace(/^.*\//, ''), i.duration]),
    tbt: a['total-blocking-time'].numericValue,
    events: selfTimeByEvent(artifacts.Trace.traceEvents)
  }
}

function hotFunctions(profile) {
  const self = new Map()
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const dt = profile.timeDeltas
  for (let i = 0; i < profile.samples.length; i++) {
    const n = byId.get(profile.samples[i])
    const f = n.callFrame
    const key = `${f.functionName || '(anonymous)'}  ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + (dt[i + 1] ?? 0))
  }
  const byScript = new Map()
  for (const [key, us] of self) {
    const script = key.split('  ')[1]?.replace(/:\d+:\d+$/, '') || '(native)'
    byScript.set(script, (byScript.get(script) ?? 0) + us)
  }
  return { functions: [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP), scripts: [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 12) }
}

async function profileLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500)
  const { profile } = await cdp.send('Profiler.stop')
  await context.close()
  return hotFunctions(profile)
}

const ms = (us) => `${(us / 1000).toFixed(0)} ms`
const msOf = (v) => `${v.toFixed(0)} ms`
ensureBrowser()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
try {
  for (const url of process.argv.slice(2)) {
    const trace = await lighthouseLoad(url, chrome.port)
    console.log(`\n${url}  (CPU ${THROTTLE}x, no network throttle)  main-thread ${msOf(trace.total)}, TBT ${msOf(trace.tbt)}`)
    console.log('  by kind: ' + Object.entries(trace.byKind).map(([k, v]) => `${k} ${msOf(v)}`).join(', '))
    console.log('  by script (scripting / compile): ' + trace.scripts.map(([s, a, b]) => `${s} ${msOf(a)}/${msOf(b)}`).join(', '))
    console.log('  by event: ' + trace.events.map(([k, v]) => `${k} ${msOf(v)}`).join(', '))
    console.log('  long tasks: ' + trace.long.map(([s, d]) => `${s} ${msOf(d)}`).join(', '))
    if (!TOP) continue
    const hot = await profileLoad(browser, url)
    console.log('  by script (profile self time): ' + hot.scripts.map(([s, us]) => `${s} ${ms(us)}`).join(', '))
    for (const [f, us] of hot.functions) console.log(`    ${ms(us).padStart(7)}  ${f}`)
  }
} finally {
  await browser.close()
  await chrome.kill()
}
