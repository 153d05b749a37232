// Fuzzing every write endpoint (found in the definitions) with inputs made from its own validation schema
// (fuzz-inputs.ts): right shapes with random and odd contents, wrong types, missing and unknown fields, huge
// numbers, long and odd strings, broken JSON, deep nesting, other content types, odd path ids. The caller holds
// every role, so every handler is reached. Properties: never a 5xx; and a refused input changes nothing (the whole
// database, but the tables listed below, compared before and after). FUZZ_RUNS sets the generated cases per
// endpoint (default 8: the suite stays within a couple of minutes).
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { ROLES } from '@contract/identity/shapes'
import type { Endpoint } from '@contract/define'
import { freshIp } from '../helpers/api'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { allEndpoints, routeOf } from './definitions'
import { type FuzzBody, type JsonSchema, paramValue, RAW_BODIES, valueFor } from './fuzz-inputs'

const RUNS = Number(process.env.FUZZ_RUNS ?? 8)
/** Tables a refused request may still write, and why. */
const WRITTEN_BY_REFUSALS: Record<string, string> = {
  auth_tokens: 'the test signs in afresh for every case (and logout ends a session)',
  operator_sign_ins: 'every console sign-in attempt is logged, the refused ones above all (issue 25)',
  job_runs: 'the order sweep claims its period by its own timer, whatever request is in flight',
  rate_limit_hits: 'a refused request is still counted by the rate limiter (with MULTI_NODE, in the database)'
}

const WRITES = allEndpoints().map((e) => e.endpoint).filter((e) => e.method !== 'GET')

let t: TestApp
let userId: number
let paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>
let fingerprintSql: string

beforeAll(async () => {
  t = await createTestApp()
  userId = (await t.createUser({ roles: ROLES.filter((role) => role !== 'learner') })).id
  paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths
  const tables = ((await t.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)) as unknown as { rows: { table_name: string }[] }).rows
    .map((row) => String(row.table_name))
    .filter((name) => !WRITTEN_BY_REFUSALS[name])
  fingerprintSql = tables.map((name) => `select '${name}' as name, (select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from "${name}" t) as fp`).join(' union all ')
  last = await fingerprint()
})
afterAll(() => t.close())

/** Each table's content as one md5, by table name. */
async function fingerprint(): Promise<Map<string, string>> {
  const { rows } = (await t.db.execute(sql.raw(fingerprintSql))) as unknown as { rows: { name: string; fp: string }[] }
  return new Map(rows.map((row) => [row.name, row.fp]))
}
/** The database as the last case left it. */
let last: Map<string, string>
const changedTables = (a: Map<string, string>, b: Map<string, string>) => [...a.keys()].filter((name) => a.get(name) !== b.get(name))

const bodySchemaOf = (e: Endpoint) => paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema

interface Case {
  params: string[]
  body: FuzzBody
}

async function send(endpoint: Endpoint, fuzz: Case) {
  // A console session: it reaches the console's API too, and the app's like any other.
  const { token } = await t.tokens.issueToken(userId, 'fuzz', 'console')
  let i = 0
  const url = endpoint.path.replace(/:(\w+)/g, () => fuzz.params[i++] ?? '1')
  const body = 'json' in fuzz.body
    ? { payload: JSON.stringify(fuzz.body.json) ?? 'null', contentType: 'application/json' }
    : { payload: fuzz.body.raw, contentType: fuzz.body.contentType }
  const res = await t.app.inject({
    method: endpoint.method,
    url,
    remoteAddress: freshIp(),
    headers: { 'x-auth-token': token, 'content-type': body.contentType },
    payload: body.payload
  })
  let status: number | undefined
  try {
    status = res.json().status
  } catch {
    status = undefined
  }
  // A streamed answer (NDJSON, the assistant) is not an envelope: a 200 stream means the question was taken.
  const streamed = String(res.headers['content-type'] ?? '').startsWith('application/x-ndjson')
  return { http: res.statusCode, accepted: res.statusCode === 200 && (status === 1 || streamed) }
}

const findings: string[] = []
let cases = 0

async function check(endpoint: Endpoint, fuzz: Case): Promise<boolean> {
  const answer = await send(endpoint, fuzz)
  cases += 1
  const shown = JSON.stringify(fuzz).slice(0, 300)
  const now = await fingerprint()
  const changed = changedTables(last, now)
  last = now
  if (answer.http >= 500) findings.push(`${routeOf(endpoint)} answered ${answer.http} to ${shown}`)
  else if (!answer.accepted && changed.length) findings.push(`${routeOf(endpoint)} refused but changed ${changed.join(', ')}: ${shown}`)
  return answer.http < 500
}

const paramCount = (e: Endpoint) => (e.path.match(/:\w+/g) ?? []).length

it('finds the write endpoints', () => {
  expect(WRITES.length).toBeGreaterThan(80)
})

// One test per endpoint, named by its route, so a finding says where and each gets its own time.
it.each(WRITES.map((endpoint) => [routeOf(endpoint), endpoint] as const))(
  'never answers a 5xx to %s and changes nothing when it refuses',
  async (_route, endpoint) => {
    const before = findings.length
    const schema = bodySchemaOf(endpoint)
    const params = fc.array(paramValue, { minLength: paramCount(endpoint), maxLength: paramCount(endpoint) })
    const generated = schema ? valueFor(schema) : fc.jsonValue({ maxDepth: 2 })
    await fc
      .assert(fc.asyncProperty(params, generated, async (p, json) => check(endpoint, { params: p, body: { json } })), { numRuns: RUNS, endOnFailure: true })
      .catch(() => {}) // the finding is already recorded, with its input
    // An endpoint without a body still parses one: the raw bodies that test the parser, not the schema.
    for (const raw of schema ? RAW_BODIES : RAW_BODIES.filter((_, i) => i % 4 === 0)) await check(endpoint, { params: Array(paramCount(endpoint)).fill('1'), body: raw })
    expect(findings.slice(before)).toEqual([])
  },
  120_000
)

afterAll(() => {
  console.log(`Fuzzing: ${WRITES.length} write endpoints, ${cases} cases (${RUNS} generated + up to ${RAW_BODIES.length} raw each), ${findings.length} findings`)
})
