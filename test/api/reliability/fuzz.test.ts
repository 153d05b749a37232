// Fuzzing every write endpoint (found in the definitions) with inputs made from its own validation schema
// (fuzz-inputs.ts): right shapes with random and odd contents, wrong types, missing and unknown fields, huge
// numbers, long and odd strings, broken JSON, deep nesting, other content types, odd path ids. The caller holds
// every role, so every handler is reached. Properties: never a 5xx; and a refused input changes nothing (every row
// of every table but those listed below: a trigger counts each row inserted, deleted or updated to other values).
// FUZZ_RUNS sets the generated cases per endpoint (default 8: the suite stays within a couple of minutes).
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
  rate_limit_hits: 'a refused request is still counted by the rate limiter (with MULTI_NODE, in the database)'
}

const WRITES = allEndpoints().map((e) => e.endpoint).filter((e) => e.method !== 'GET')

let t: TestApp
let userId: number
let paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>

/**
 * Counts, per table, the rows each statement really changed (an update to the same values is no change). Cheaper
 * than hashing every table after each of the ~5,400 cases, which took most of the suite's three minutes.
 */
async function watchTables(tables: string[]) {
  const statements = [
    'create table fuzz_changes (table_name text primary key, n bigint not null)',
    `create function fuzz_note_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old::text = new::text then return null; end if;
      insert into fuzz_changes values (tg_table_name, 1) on conflict (table_name) do update set n = fuzz_changes.n + 1;
      return null;
    end $$`,
    ...tables.map((name) => `create trigger fuzz_note after insert or update or delete on "${name}" for each row execute function fuzz_note_change()`)
  ]
  // One statement per call: PGlite's queries take one each.
  for (const statement of statements) await t.db.execute(sql.raw(statement))
}

beforeAll(async () => {
  t = await createTestApp()
  userId = (await t.createUser({ roles: ROLES.filter((role) => role !== 'learner') })).id
  paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths
  const tables = ((await t.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)) as unknown as { rows: { table_name: string }[] }).rows
    .map((row) => String(row.table_name))
    .filter((name) => !WRITTEN_BY_REFUSALS[name])
  await watchTables(tables)
  last = await fingerprint()
})
afterAll(() => t.close())

/** How many rows of each table have changed so far, by table name. */
async function fingerprint(): Promise<Map<string, string>> {
  const { rows } = (await t.db.execute(sql`select table_name, n::text from fuzz_changes`)) as unknown as { rows: { table_name: string; n: string }[] }
  return new Map(rows.map((row) => [row.table_name, row.n]))
}
/** The database as the last case left it. */
let last: Map<string, string>
const changedTables = (a: Map<string, string>, b: Map<string, string>) => [...b.keys()].filter((name) => a.get(name) !== b.get(name))

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

it('notices a changed row, and not a row updated to the values it had', async () => {
  await t.db.execute(sql`update users set name = name where id = ${userId}`)
  expect(changedTables(last, await fingerprint())).toEqual([])
  await t.db.execute(sql`update users set name = 'fuzz' where id = ${userId}`)
  const now = await fingerprint()
  expect(changedTables(last, now)).toEqual(['users'])
  last = now
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
