// The answers' serializer parses with the response schema instead of encoding (response-serializer.ts): the choice
// must see every part that works one way only, at any depth, and the output must still be exactly the contract.
import { z } from 'zod'
import { responseSerializer, worksOneWay } from '../../../../server/src/http/response-serializer'

const serialize = (schema: z.ZodType, data: unknown) =>
  responseSerializer({ schema, method: 'GET', url: '/t', httpStatus: '200' } as Parameters<typeof responseSerializer>[0])(data)

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

  it('encodes a codec the way the contract sends it', () => {
    const schema = z.object({ at: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }) })
    expect(serialize(schema, { at: new Date('2026-11-28T00:00:00Z') })).toBe('{"at":"2026-11-28T00:00:00.000Z"}')
  })
})
