// Starts `npm start`'s server (scripts/start.mjs) on a free port and a temporary data directory.
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// One file per checkout, so suites of two checkouts (git worktrees) on one machine do not read each other's server.
const checkoutKey = createHash('sha1').update(process.cwd()).digest('hex').slice(0, 8)
export const STATE_FILE = join(tmpdir(), `fitedu-e2e-server-${checkoutKey}.json`)

export interface ServerState { baseUrl: string; pid?: number; dataDir?: string; logFile?: string; external?: boolean }

/**
 * The suite runs its files on E2E_WORKERS jest workers (2 by default: one file's browser and server leave about half of
 * a 2-core machine idle), each over a server and database of its own, so files running at the same time never see
 * each other's orders, sign-ins or settings. Worker n (JEST_WORKER_ID, 1-based) uses server n.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2))

/** This worker's server, as global-setup started it. */
export function currentServer(): ServerState {
  const { servers } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { servers: ServerState[] }
  const worker = Math.max(1, Number(process.env.JEST_WORKER_ID ?? 1))
  return servers[(worker - 1) % servers.length]
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`)
    try {
      const res = await fetch(`${baseUrl}/api/health`)
      if (res.ok) return
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('server did not become healthy in time')
}

/** `env` adds to or overrides the server's environment (a journey that needs WeChat Pay's fakes starts its own). */
export async function startServer(env: Record<string, string> = {}): Promise<{ baseUrl: string; pid: number; dataDir: string; logFile: string }> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'fitedu-e2e-'))
  const logFile = join(dataDir, 'server.log')
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    // RATE_LIMIT_ALLOW: every journey's browser and API calls come from 127.0.0.1, so a worker's files together sign
    // in more often than the login limit allows one address (20 a minute); the API suite tests the limits.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', RATE_LIMIT_ALLOW: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false
  })
  // Appended as it comes (tests poll the file for SMS codes), not rewritten whole per chunk.
  writeFileSync(logFile, '')
  child.stdout!.on('data', (d) => appendFileSync(logFile, d))
  child.stderr!.on('data', (d) => appendFileSync(logFile, d))
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForHealth(baseUrl, child, 120000)
  child.unref()
  return { baseUrl, pid: child.pid!, dataDir, logFile }
}

/** Stops a server startServer started, waits for its graceful shutdown, and removes its temporary database. */
export async function stopServer(state: { pid: number; dataDir: string }): Promise<void> {
  try { process.kill(state.pid, 'SIGTERM') } catch { /* already gone */ }
  for (let i = 0; i < 40; i++) {
    try { process.kill(state.pid, 0) } catch { break }
    await new Promise((r) => setTimeout(r, 250))
  }
  rmSync(state.dataDir, { recursive: true, force: true })
}
