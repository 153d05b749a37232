// How long logging a set takes to answer on screen, in H5 with the CPU slowed 4× (Chrome's CDP
// Emulation.setCPUThrottlingRate), against the 100 ms budget of a gym screen (issue 24). The tap and the
// answer are timed inside the page: from the click on 完成这组 to the frame after the set shows as done.
// Usage: a server with the H5 build running (npm start), then
//   node scripts/bench-train-set.mjs [baseUrl]   (default http://localhost:3000; exit 1 when over budget)
import { CHROMIUM_PATH, ensureBrowser } from './ensure-browser.mjs'
import { chromium } from 'playwright-core'

const BASE = process.argv[2] ?? process.env.BENCH_BASE_URL ?? 'http://localhost:3000'
const LEARNER = '13800000001'
const BUDGET_MS = 100
const RUNS = 5

async function signIn() {
  const res = await fetch(`${BASE}/api/bindPhoneByPswd`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: LEARNER, password: 'Demo@2026' })
  })
  return (await res.json()).data
}

ensureBrowser()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] })
try {
  const session = await signIn()
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, baseURL: BASE })
  await context.addInitScript(([token, user]) => {
    if (location.protocol === 'about:' || sessionStorage.getItem('__bench')) return
    sessionStorage.setItem('__bench', '1')
    localStorage.setItem('token', JSON.stringify({ data: token }))
    localStorage.setItem('userInfo', JSON.stringify({ data: JSON.stringify(user) }))
  }, [session.token, session.user])
  const page = await context.newPage()
  await page.goto('/pages/train/training')
  await page.getByTestId('start-day').first().click()
  await page.getByTestId('workout').waitFor()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  const times = []
  for (let i = 0; i < RUNS; i++) {
    await page.getByTestId('set-editor').first().waitFor()
    const ms = await page.evaluate(() => new Promise((resolve) => {
      const workout = document.querySelector('[data-testid="workout"]')
      const before = workout.getAttribute('data-done')
      const button = document.querySelector('[data-testid="set-editor"] [data-testid="log-set"]')
      const start = performance.now()
      const observer = new MutationObserver(() => {
        if (workout.getAttribute('data-done') === before) return
        observer.disconnect()
        requestAnimationFrame(() => resolve(performance.now() - start))
      })
      observer.observe(workout, { attributes: true })
      button.click()
    }))
    times.push(ms)
    await page.getByTestId('rest-skip').click().catch(() => undefined)
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)]
  console.log(`Logging a set at 4x CPU: median ${median.toFixed(1)} ms, worst ${times[times.length - 1].toFixed(1)} ms (budget ${BUDGET_MS} ms) over ${RUNS} sets`)
  process.exitCode = median <= BUDGET_MS ? 0 : 1
} finally {
  await browser.close()
}
