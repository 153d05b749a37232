import { readFileSync } from 'node:fs'
import type { BrowserServer } from 'playwright-core'
import { STATE_FILE, stopServer, type ServerState } from './server'

export default async function globalTeardown() {
  const chromiums = (globalThis as { __e2eChromiums?: BrowserServer[] }).__e2eChromiums ?? []
  await Promise.all(chromiums.splice(0).map((c) => c.close()))
  const { servers } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { servers: ServerState[] }
  await Promise.all(servers.filter((s) => !s.external).map((s) => stopServer(s as { pid: number; dataDir: string })))
}
