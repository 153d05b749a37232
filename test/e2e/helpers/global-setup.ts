import { writeFileSync } from 'node:fs'
import { E2E_WORKERS, startServer, STATE_FILE } from './server'

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) {
    writeFileSync(STATE_FILE, JSON.stringify({ servers: [{ baseUrl: process.env.E2E_BASE_URL, external: true }] }))
    return
  }
  // One server per worker, started side by side.
  const servers = await Promise.all(Array.from({ length: E2E_WORKERS }, () => startServer()))
  writeFileSync(STATE_FILE, JSON.stringify({ servers }))
}
