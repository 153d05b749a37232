// Endpoints of the system context: what operators and load balancers ask of a node.
import type { Health } from './shapes'
import { define } from '../define'

/** Answers 503 with the same envelope when the database is down. */
export const getHealth = define<{ response: Health }>()({
  method: 'GET', path: '/api/health', access: 'public', summary: 'Node health: database reachable, version, uptime'
})
