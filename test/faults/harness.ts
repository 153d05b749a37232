// What the fault tests share: a PostgreSQL cluster of their own (initdb + pg_ctl on a free port, data and socket in a
// temporary directory, run as the postgres user when we are root), the real server as a child process, and a
// write load that records every answer, so a test can compare what was acknowledged with what the database holds.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fillPath, type Endpoint } from '@contract/define'
import { loginByPassword } from '@contract/identity/endpoints'
import { createCalculation } from '@contract/tools/endpoints'

const ROOT = path.resolve(__dirname, '../..')

export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

function pgBin(name: string): string {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name)
  const versions = fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b))
  return path.join('/usr/lib/postgresql', versions[versions.length - 1], 'bin', name)
}

/** False on a machine without PostgreSQL's server binaries (the PostgreSQL faults are then skipped). */
export function hasPostgres(): boolean {
  try {
    return fs.existsSync(pgBin('pg_ctl'))
  } catch {
    return false
  }
}

const asRoot = process.getuid?.() === 0
function pg(name: string, args: string[]) {
  const [cmd, full] = asRoot ? ['runuser', ['-u', 'postgres', '--', pgBin(name), ...args]] : [pgBin(name), args]
  return execFileSync(cmd, full, { stdio: 'pipe' }).toString()
}

export interface Cluster {
  url: string
  start(): void
  /** fast: ends sessions cleanly (a restart); immediate: no checkpoint, crash recovery at the next start. */
  stop(mode?: 'fast' | 'immediate'): void
  destroy(): void
}

export async function startCluster(): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fitedu-faults-pg-'))
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir])
  const data = path.join(dir, 'data')
  const port = await freePort()
  pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => void pg('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']),
    stop: (mode = 'fast') => void pg('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    destroy() {
      try {
        cluster.stop('immediate')
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  cluster.start()
  return cluster
}

export interface Server {
  base: string
  /** Every stdout line (JSON log lines). */
  log: string[]
  stop(signal?: NodeJS.Signals): Promise<void>
}

export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort()
  // node itself with tsx's loader (not the tsx command, which runs the server in a child of its own): a kill must
  // reach the server process.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, TSX_TSCONFIG_PATH: 'server/tsconfig.json', PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'true', RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'info', DATABASE_WAIT_MS: '1500', ...env },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  const log: string[] = []
  // A server that dies on its own (an uncaught error) says why here, or a failed fault shows only refused connections.
  child.on('exit', (code) => {
    if (code) process.stderr.write(`server exited with ${code}; its last log lines:\n${log.slice(-5).join('\n')}\n`)
  })
  let pending = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = pending + chunk.toString()
    const lines = text.split('\n')
    pending = lines.pop() ?? ''
    log.push(...lines.filter(Boolean))
  })
  child.stderr!.on('data', () => {})
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${log.slice(-5).join('\n')}`)
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break
    if (i > 240) throw new Error('server did not become healthy in 120 s')
    await sleep(500)
  }
  return {
    base,
    log,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill(signal)
      })
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function call(base: string, endpoint: Endpoint, options: { token?: string; body?: object; params?: Record<string, number> } = {}) {
  const res = await fetch(base + fillPath(endpoint.path, options.params), {
    method: endpoint.method,
    headers: { ...(options.token ? { 'x-auth-token': options.token } : {}), ...(options.body ? { 'content-type': 'application/json' } : {}) },
    body: options.body ? JSON.stringify(options.body) : undefined
  })
  const text = await res.text()
  let json: { status?: number; code?: string; message?: string; data?: { id?: number; token?: string } | null } = {}
  try {
    json = JSON.parse(text)
  } catch {
    // a non-JSON answer is counted by its HTTP status
  }
  return { http: res.status, ...json }
}

/** The demo accounts the load signs in as (each may keep 100 calculations). */
export const DEMO_PHONES = ['13800000001', '13800000002', '13800000003', '13800000004', '13800000005', '13800000006', '13800000007', '13800000008']

export async function signIn(base: string, phone: string): Promise<string> {
  const answer = await call(base, loginByPassword, { body: { phone, password: 'Demo@2026' } })
  if (answer.status !== 1 || !answer.data?.token) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`)
  return answer.data.token
}

const PROFIT = { revenueLines: [{ name: '会籍', amountFen: 100 }], rentFen: 0, wagesFen: 0, utilitiesFen: 0, commissionFen: 0, otherFen: 0, variableCostPct: 0, initialInvestmentFen: 0 }

export interface WriteLoad {
  /** Ids of the calculations the server acknowledged (status 1). */
  acknowledged: number[]
  /** HTTP status (and code) of every answer, e.g. '200', '503 DATABASE_UNAVAILABLE', 'network'. */
  answers: string[]
  stop(): Promise<void>
}

/** One writer per token, each saving a calculation every `pauseMs` until stopped. */
export function writeLoad(base: string, tokens: string[], pauseMs = 150): WriteLoad {
  const load: WriteLoad = { acknowledged: [], answers: [], stop: async () => {} }
  let running = true
  const writers = tokens.map(async (token, writer) => {
    for (let n = 0; running; n++) {
      const answer = await call(base, createCalculation, { token, body: { kind: 'profit', name: `w${writer}-${n}`, inputs: PROFIT } }).catch(
        (err: { cause?: { code?: string } }) => `network ${err.cause?.code ?? ''}`.trim()
      )
      if (typeof answer === 'string') load.answers.push(answer)
      else {
        load.answers.push(answer.status === 1 ? String(answer.http) : `${answer.http} ${answer.code ?? ''}`)
        if (answer.status === 1 && answer.data?.id) load.acknowledged.push(answer.data.id)
      }
      await sleep(pauseMs)
    }
  })
  load.stop = async () => {
    running = false
    await Promise.all(writers)
  }
  return load
}

export function tally(answers: string[]): Record<string, number> {
  return answers.reduce<Record<string, number>>((all, a) => ({ ...all, [a]: (all[a] ?? 0) + 1 }), {})
}
