// Property-level authorisation: fields a caller may not set (owner, role, status, prices, amounts) never reach a
// service. Every body schema the server validates with (read from its OpenAPI document, so every endpoint of every
// context) is strict at every level, so an unknown field is refused; and the endpoints a learner or anyone may call
// declare none of those fields, except the few listed below with the reason the service still decides.
import { freshIp } from '../helpers/api'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { allEndpoints, routeOf } from './definitions'

/** Names of fields that only the server or a staff role decides. */
const SENSITIVE = /^(user_?id|owner(_?id)?|roles?|status|state|(price|amount|amount_?due|paid|refund|balance|total)(_?fen)?|paid_?at|is_?admin|operator_?id|created_?by)$/i

/** Declared on a learner's endpoint on purpose; the service checks the value against the server's own record. */
const LEARNER_MAY_SEND: Record<string, { field: string; why: string }[]> = {
  'POST /api/order/:id/refund': [{ field: 'amountFen', why: 'the amount asked back; the service refuses more than was paid' }]
}

/** Bodies that take an outside object whole: unknown keys are stripped (ignored), never stored. */
const STRIPS_UNKNOWN: Record<string, string> = {
  'POST /api/address/wx body': "WeChat's chooseAddress result, sent as WeChat gives it (errMsg and more)"
}

type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; additionalProperties?: unknown; items?: JsonSchema; oneOf?: JsonSchema[]; anyOf?: JsonSchema[]; allOf?: JsonSchema[] }
type Operation = { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }

/** Paths of objects that accept fields they do not declare. */
function looseObjects(schema: JsonSchema, at = 'body'): string[] {
  const loose: string[] = []
  if (schema.type === 'object' && schema.properties && schema.additionalProperties !== false) loose.push(at)
  for (const [key, child] of Object.entries(schema.properties ?? {})) loose.push(...looseObjects(child, `${at}.${key}`))
  if (schema.items) loose.push(...looseObjects(schema.items, `${at}[]`))
  for (const branch of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) loose.push(...looseObjects(branch, at))
  return loose
}

function topFields(schema: JsonSchema): string[] {
  const branches = [schema, ...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]
  return [...new Set(branches.flatMap((branch) => Object.keys(branch.properties ?? {})))]
}

let t: TestApp
let paths: Record<string, Record<string, Operation>>
beforeAll(async () => {
  t = await createTestApp()
  paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths
})
afterAll(() => t.close())

const WRITES = allEndpoints().map((e) => e.endpoint).filter((e) => e.method !== 'GET')
const bodySchemaOf = (method: string, path: string) =>
  paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema
const forEveryone = (access: unknown) => typeof access === 'string'

it('finds a body schema for the write endpoints and every one is strict at every level', () => {
  const withBody = WRITES.filter((e) => bodySchemaOf(e.method, e.path))
  expect(withBody.length).toBeGreaterThan(60)
  const loose = withBody.flatMap((e) => looseObjects(bodySchemaOf(e.method, e.path)!).map((at) => `${routeOf(e)} ${at}`)).filter((at) => !STRIPS_UNKNOWN[at])
  expect(loose).toEqual([])
})

it('lets no learner-facing endpoint declare an owner, role, status, price or amount field', () => {
  const declared: string[] = []
  let checked = 0
  for (const e of WRITES.filter((w) => forEveryone(w.access))) {
    const schema = bodySchemaOf(e.method, e.path)
    if (!schema) continue
    for (const field of topFields(schema).filter((name) => SENSITIVE.test(name))) {
      checked += 1
      if (!LEARNER_MAY_SEND[routeOf(e)]?.some((allowed) => allowed.field === field)) declared.push(`${routeOf(e)} ${field}`)
    }
  }
  console.log(`Property-level: ${WRITES.length} write endpoints, ${checked} sensitive fields declared for learners (all listed with a reason)`)
  expect(declared).toEqual([])
})

it('refuses an owner, role, status, price or amount field sent to a learner-facing endpoint that does not declare it', async () => {
  const accepted: string[] = []
  let tries = 0
  const learner = await t.createUser()
  for (const e of WRITES.filter((w) => forEveryone(w.access) && bodySchemaOf(w.method, w.path))) {
    const declared = new Set(topFields(bodySchemaOf(e.method, e.path)!))
    for (const field of ['userId', 'ownerId', 'role', 'roles', 'status', 'priceFen', 'amountFen', 'amountDueFen', 'paidAt'].filter((f) => !declared.has(f))) {
      tries += 1
      const res = await t.app.inject({
        method: e.method,
        url: e.path.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '1' : 'x')),
        remoteAddress: freshIp(),
        headers: { 'x-auth-token': learner.token },
        payload: { [field]: field === 'roles' ? ['admin'] : field === 'role' ? 'admin' : 1 }
      })
      if (res.statusCode === 200 && res.json().status === 1) accepted.push(`${routeOf(e)} ${field}`)
    }
  }
  console.log(`Property-level: ${tries} forbidden fields sent, ${accepted.length} accepted`)
  expect(accepted).toEqual([])
}, 180_000)
