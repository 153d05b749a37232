import fs from 'node:fs'
import path from 'node:path'
import type { Health } from '@contract/system/shapes'
import { PROJECT_ROOT } from '../../paths'

/** The deployed version, read once: it cannot change while the process runs. */
export const APP_VERSION: string = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')).version

const startedAt = Date.now()

/** ok is false when the database does not answer, so a load balancer takes this node out of rotation. */
export async function checkHealth(ping: () => Promise<boolean>): Promise<Health> {
  const dbUp = await ping()
  return {
    ok: dbUp,
    db: dbUp ? 'up' : 'down',
    version: APP_VERSION,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000)
  }
}
