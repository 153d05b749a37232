// Every endpoint definition of the product, found by walking types/ for `*endpoints.ts` files, so that the
// reliability suites (authorisation table, fuzzing) cover an endpoint the day its definition is written, whatever
// its context. Nothing here lists endpoints by hand.
import fs from 'node:fs'
import path from 'node:path'
import { ROLES, type Role } from '@contract/identity/shapes'
import type { Access, Endpoint } from '@contract/define'
import { NOT_SERVED_YET } from './not-served-yet'

const TYPES_DIR = path.resolve(__dirname, '../../../types')

function endpointFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return endpointFiles(full)
    return /endpoints\.ts$/.test(entry.name) ? [full] : []
  })
}

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'access' in value
}

export interface NamedEndpoint {
  /** `<file>#<export>`: where the definition lives. */
  name: string
  endpoint: Endpoint
}

/** All definitions, once each (an endpoint re-exported by two files counts once), sorted by path. */
export function allDefinedEndpoints(): NamedEndpoint[] {
  const seen = new Map<string, NamedEndpoint>()
  for (const file of endpointFiles(TYPES_DIR)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(file) as Record<string, unknown>
    for (const [exportName, value] of Object.entries(module)) {
      if (!isEndpoint(value)) continue
      const key = `${value.method} ${value.path}`
      if (!seen.has(key)) seen.set(key, { name: `${path.relative(TYPES_DIR, file)}#${exportName}`, endpoint: value })
    }
  }
  return [...seen.values()].sort((a, b) => `${a.endpoint.path} ${a.endpoint.method}`.localeCompare(`${b.endpoint.path} ${b.endpoint.method}`))
}

export const routeOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`

/** The definitions the server answers: all but those written ahead of their server code (not-served-yet.ts). */
export function allEndpoints(): NamedEndpoint[] {
  return allDefinedEndpoints().filter((e) => !NOT_SERVED_YET.includes(routeOf(e.endpoint)))
}

/** Staff and operator roles: every role but the learner's (every user is a learner). */
export const STAFF_ROLES = ROLES.filter((role) => role !== 'learner')

/** Who calls in the table: nobody, a plain learner, or a user holding exactly these roles. */
export type Caller = { kind: 'anonymous' } | { kind: 'user'; label: string; roles: Role[] }

/** What the access rule promises a caller: 401, 403, or to get past the guard (any other answer, never a 5xx). */
export type Expected = 401 | 403 | 'through'

export function expectedFor(access: Access, caller: Caller): Expected {
  if (access === 'public' || access === 'optional') return 'through'
  if (caller.kind === 'anonymous') return 401
  if (access === 'user') return 'through'
  return access.roles.some((role) => role === 'learner' || caller.roles.includes(role)) ? 'through' : 403
}

/** Path parameters filled with a harmless value of the right kind (ids numeric, keys text). */
export function fillParams(path: string, id: number | string = 1): string {
  return path.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? String(id) : 'x'))
}
