import { writeFileSync } from 'node:fs'
import { startServer, STATE_FILE } from './server'

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) {
    writeFileSync(STATE_FILE, JSON.stringify({ baseUrl: process.env.E2E_BASE_URL, external: true }))
    return
  }
  const state = await startServer()
  writeFileSync(STATE_FILE, JSON.stringify(state))
}
