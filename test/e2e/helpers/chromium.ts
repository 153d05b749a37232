// Debian's Chromium (toolchain trap 6) as every e2e file drives it. global-setup starts one per jest worker, beside
// that worker's server, and each file connects to its worker's: starting Chromium cost about 1.2 s of CPU, once per
// file before (36 files, 2026-12-07). A file's contexts are its own; closing its connection closes them.
import { readFileSync } from 'node:fs'
import { chromium, type Browser, type BrowserServer } from 'playwright-core'
import { STATE_FILE } from './server'

const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--lang=zh-CN']
}

/** For global-setup: a Chromium that files connect to. */
export function startChromium(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH)
}

/** This worker's Chromium (global-setup's), or one of the file's own when none was started for it. */
export function connectChromium(): Promise<Browser> {
  const { browsers = [] } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { browsers?: string[] }
  const worker = Math.max(1, Number(process.env.JEST_WORKER_ID ?? 1))
  const endpoint = browsers[(worker - 1) % Math.max(1, browsers.length)]
  return endpoint ? chromium.connect(endpoint) : chromium.launch(LAUNCH)
}
