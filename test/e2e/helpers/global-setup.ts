import { writeFileSync } from 'node:fs'
import type { BrowserServer } from 'playwright-core'
import { startChromium } from './chromium'
import { E2E_WORKERS, startServer, STATE_FILE } from './server'

/** The Chromiums global-teardown stops: jest runs both in its main process, and shares their globals. */
const chromiums: BrowserServer[] = []
;(globalThis as { __e2eChromiums?: BrowserServer[] }).__e2eChromiums = chromiums

export default async function globalSetup() {
  // One Chromium and one server per worker, started side by side.
  chromiums.push(...await Promise.all(Array.from({ length: E2E_WORKERS }, () => startChromium())))
  const browsers = chromiums.map((c) => c.wsEndpoint())
  if (process.env.E2E_BASE_URL) {
    writeFileSync(STATE_FILE, JSON.stringify({ servers: [{ baseUrl: process.env.E2E_BASE_URL, external: true }], browsers }))
    return
  }
  const servers = await Promise.all(Array.from({ length: E2E_WORKERS }, () => startServer()))
  writeFileSync(STATE_FILE, JSON.stringify({ servers, browsers }))
}
