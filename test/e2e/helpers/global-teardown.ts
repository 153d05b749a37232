import { readFileSync, rmSync } from 'node:fs'
import { STATE_FILE } from './server'

export default async function globalTeardown() {
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8'))
  if (state.external) return
  try { process.kill(state.pid, 'SIGTERM') } catch { /* already gone */ }
  // Give graceful shutdown a moment, then remove the temporary database.
  for (let i = 0; i < 40; i++) {
    try { process.kill(state.pid, 0) } catch { break }
    await new Promise((r) => setTimeout(r, 250))
  }
  rmSync(state.dataDir, { recursive: true, force: true })
}
