// The answers' serializer (response-serializer.ts): a writer compiled from the response schema, zod's parse where it
// cannot be, zod's encode where a part works one way only (at any depth); under test every answer is also parsed by
// zod and must come out the same. The output is exactly the contract either way.
import { z } from 'zod'
import { responseSerializer, worksOneWay } from '../../../../server/src/http/response-serializer'

type RouteSchema = Parameters<ReturnType<typeof responseSerializer>>[0]
const serializerOf = (crossCheck: boolean) => (schema: z.ZodType, data: unknown) =>
  responseSerializer({ crossCheck })({ schema, method: 'GET', url: '/t', httpStatus: '200' } as RouteSchema)(data)
/** As under test: the writer's answer checked against zod's parse. */
const serialize = serializerOf(true)
/** As in production: the writer alone. */
const write = serializerOf(false)

describe('response serializer', () => {
  it('parses plain answers: objects, arrays, unions, records, tuples, optional and nullable parts, lazy ones', () => {
    const item = z.object({ id: z.number().int(), tags: z.array(z.string()), note: z.string().nullable().optional() })
    const lazy: z.ZodType = z.lazy(() => z.object({ children: z.array(lazy) }))
    const plain = z.object({
      list: z.array(item), kind: z.union([z.literal('a'), z.object({ b: z.number() })]),
      byCity: z.record(z.string(), z.number()), pair: z.tuple([z.string(), z.number()]), tree: lazy
    })
    expect(worksOneWay(plain)).toBe(false)
  })

  it('keeps the encode when a transform, codec, default or catch sits anywhere inside', () => {
    const deep = (inner: z.ZodType) => z.object({ list: z.array(z.object({ a: z.union([z.number(), inner.optional()]) })) })
    expect(worksOneWay(deep(z.string().transform((s) => s.length)))).toBe(true)
    expect(worksOneWay(deep(z.codec(z.string(), z.number(), { decode: Number, encode: String })))).toBe(true)
    expect(worksOneWay(deep(z.string().default('x')))).toBe(true)
    expect(worksOneWay(deep(z.string().catch('x')))).toBe(true)
  })

  it('sends only the contract\'s fields and refuses an answer of the wrong shape', () => {
    const schema = z.object({ id: z.number(), list: z.array(z.object({ name: z.string() })) })
    expect(serialize(schema, { id: 1, secret: 'x', list: [{ name: 'a', phone: '138' }] })).toBe('{"id":1,"list":[{"name":"a"}]}')
    expect(() => serialize(schema, { id: '1', list: [] })).toThrow("Response doesn't match the schema")
  })

  it('writes what the parse gives, in production too: unions of objects with extra keys, records, tuples, lazy trees', () => {
    const lazy: z.ZodType = z.lazy(() => z.object({ name: z.string(), children: z.array(lazy) }))
    const schema = z.object({
      text: z.string(), n: z.number(), note: z.string().nullable().optional(), kind: z.union([z.literal('a'), z.object({ b: z.number() })]),
      byCity: z.record(z.string(), z.number()), pair: z.tuple([z.string(), z.number()]), tree: lazy, at: z.iso.datetime()
    })
    const data = {
      text: 'q"\\\n\u0001\u2028😀\ud800', n: 1e21, note: null, kind: { b: 2, extra: 1 }, byCity: { 上海: 1 }, pair: ['x', -1.5],
      tree: { name: 'a', children: [{ name: 'b', children: [], secret: 1 }] }, at: '2026-12-07T00:00:00.000Z', password: 'x'
    }
    const expected = { ...data, kind: { b: 2 }, tree: { name: 'a', children: [{ name: 'b', children: [] }] } }
    delete (expected as { password?: string }).password
    for (const serializer of [serialize, write]) expect(JSON.parse(serializer(schema, data))).toEqual(expected)
  })

  it('under test, refuses an answer the writer would coerce (in production it is written as the contract says)', () => {
    const schema = z.object({ n: z.number() })
    expect(() => serialize(schema, { n: '1' })).toThrow("Response doesn't match the schema")
    expect(write(schema, { n: '1' })).toBe('{"n":1}')
  })

  it('encodes a codec the way the contract sends it', () => {
    const schema = z.object({ at: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }) })
    expect(serialize(schema, { at: new Date('2026-11-28T00:00:00Z') })).toBe('{"at":"2026-11-28T00:00:00.000Z"}')
  })
})
