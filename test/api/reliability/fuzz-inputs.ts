// fast-check arbitraries made from an endpoint's JSON schema (the server's own validation schema, as its OpenAPI
// document gives it): values of the right shape with random contents, mixed with wrong types, missing and unknown
// fields, long and odd strings and numbers no column can hold. Plus raw bodies no schema describes.
import fc from 'fast-check'

export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  allOf?: JsonSchema[]
  minimum?: number
  maximum?: number
  maxLength?: number
}

export const ODD_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '\u202eevil', '😀𝕏', '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd',
  '%00', '{{7*7}}', '${process.exit()}', '1e309', 'NaN', '-1', '0x10', 'null', 'x'.repeat(10_000), '汉'.repeat(3_000), '\r\n\t'
]
export const ODD_NUMBERS = [0, -0, -1, 0.5, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 53) - 2, 1e21, 1e308, -1e308, 5e-324]

const junk = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, '', 0, -1, 1e308, 'x'.repeat(5_000), { $gt: '' }, [[[]]], { __proto__: { admin: true } }),
  fc.jsonValue({ maxDepth: 3 })
)

function oddString(maxLength = 20) {
  return fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: Math.min(maxLength, 40) }) }, { weight: 2, arbitrary: fc.constantFrom(...ODD_STRINGS) }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) })
}

function oddNumber(schema: JsonSchema, integer: boolean) {
  const min = schema.minimum ?? -1_000_000
  const max = schema.maximum ?? 1_000_000
  const inRange = integer ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
  return fc.oneof({ weight: 3, arbitrary: inRange }, { weight: 2, arbitrary: fc.constantFrom(...ODD_NUMBERS) })
}

/** A value for the schema, each part now and then replaced by junk of another type. */
export function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedValue(schema, depth)
  return depth === 0 ? shaped : fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: junk })
}

function shapedValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const branches = schema.oneOf ?? schema.anyOf
  if (branches?.length) return fc.oneof(...branches.map((branch) => valueFor(branch, depth)))
  if (schema.allOf?.length) return valueFor(schema.allOf[0], depth)
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum?.length) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: oddString() })
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  if (depth > 6) return junk
  switch (type) {
    case 'string': return oddString(schema.maxLength)
    case 'integer': return oddNumber(schema, true)
    case 'number': return oddNumber(schema, false)
    case 'boolean': return fc.boolean()
    case 'null': return fc.constant(null)
    case 'array': return fc.array(valueFor(schema.items ?? {}, depth + 1), { maxLength: 4 })
    case 'object': return objectFor(schema, depth)
    default: return junk
  }
}

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const props = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, valueFor(child, depth + 1)]))
  const complete = fc.record(props, { requiredKeys: (schema.required ?? []).filter((key) => key in props) })
  const partial = fc.record(props, { requiredKeys: [] })
  const extra = fc.tuple(complete, fc.constantFrom('userId', 'role', 'status', 'priceFen', '__proto__', 'constructor', 'x'), junk).map(([value, key, junkValue]) => ({ ...(value as object), [key]: junkValue }))
  return fc.oneof({ weight: 4, arbitrary: complete }, { weight: 2, arbitrary: partial }, { weight: 1, arbitrary: extra })
}

/** What a fuzz case sends: a JSON value, or raw text under a content type. */
export type FuzzBody = { json: unknown } | { raw: string; contentType: string }

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)

/** Bodies no schema describes: broken JSON, deep nesting, the wrong content type. */
export const RAW_BODIES: FuzzBody[] = [
  { raw: '{', contentType: 'application/json' },
  { raw: '{"a":1,}', contentType: 'application/json' },
  { raw: "{'a':1}", contentType: 'application/json' },
  { raw: '', contentType: 'application/json' },
  { raw: 'null', contentType: 'application/json' },
  { raw: '"text"', contentType: 'application/json' },
  { raw: '123', contentType: 'application/json' },
  { raw: '\u0000', contentType: 'application/json' },
  { raw: '{"a":"\\ud800"}', contentType: 'application/json' },
  { raw: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
  { raw: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
  { raw: nested(5_000), contentType: 'application/json' },
  { raw: nestedObject(5_000), contentType: 'application/json' },
  { raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { raw: '{"a":1}', contentType: 'text/plain' },
  { raw: '<a>1</a>', contentType: 'application/xml' },
  { raw: '--x\r\n\r\n', contentType: 'multipart/form-data' },
  { raw: '{"a":1}', contentType: 'application/json; charset=latin1' }
]

/** Path parameter values: an ordinary id and the odd ones. */
export const paramValue = fc.constantFrom('1', '0', '-1', 'abc', '1.5', '99999999999999999999', '%00', '%2e%2e', 'x'.repeat(300), '1e3')
