// The accessibility sweep of some pages alone, while working on them: `BENCH_A11Y_PATHS=pages/entry/mine,pages/private/sale
// node scripts/a11y-pages.mjs`. The same Lighthouse audit as `npm run bench`'s sweep (scripts/bench-a11y.mjs), on the
// current dist/h5 and a throw-away embedded database seeded with the demo; exits 1 when a page scores under 95.
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { spawn } from 'node:child_process'
import * as chromeLauncher from 'chrome-launcher'
import { A11Y_MIN, sweepAccessibility } from './bench-a11y.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

async function freePort() {
  const server = net.createServer()
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function waitForHealth(base, child) {
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('server did not become healthy in 240 s')
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fitedu-a11y-'))
const port = await freePort()
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, H5_DIST_DIR: path.join(ROOT, 'dist/h5'),
  SEED_DEMO: 'true', NODE_ENV: 'development', RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'warn' }
delete env.DATABASE_URL
const server = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['--tsconfig', 'server/tsconfig.json', 'server/src/main.ts'],
  { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] })
const base = `http://127.0.0.1:${port}`
let chrome
let low = 0
try {
  await waitForHealth(base, server)
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
  await sweepAccessibility(base, chrome.port, (page, score, failing) => {
    if (score < A11Y_MIN) low += 1
    console.log(`${score < A11Y_MIN ? 'LOW' : 'ok '} ${score} ${page}`)
    for (const audit of failing) console.log(`      failing: ${audit}`)
  })
} finally {
  await chrome?.kill()
  server.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exitCode = low ? 1 : 0
