import { readFileSync } from 'node:fs'
import { STATE_FILE, stopServer } from './server'

export default async function globalTeardown() {
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8'))
  if (state.external) return
  await stopServer(state)
}
