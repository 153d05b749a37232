import { readFileSync } from 'node:fs'
import { STATE_FILE, stopServer, type ServerState } from './server'

export default async function globalTeardown() {
  const { servers } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { servers: ServerState[] }
  await Promise.all(servers.filter((s) => !s.external).map((s) => stopServer(s as { pid: number; dataDir: string })))
}
