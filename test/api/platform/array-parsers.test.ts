// Array columns come back the same as before the faster parser (server/src/db/array-parsers.ts): element for element
// what node-postgres' own parser gives, on every awkward element PostgreSQL can send, and through the database the
// suite runs on (PGlite parses arrays itself; PostgreSQL goes through the installed parsers).
import { sql } from 'drizzle-orm'
import { types } from 'pg'
import { ARRAY_TYPE_OIDS, installArrayParsers } from '../../../server/src/db/array-parsers'
import { createTestApp, type TestApp } from '../helpers/test-app'

// Taken before any app of this file installs ours.
const stock = {
  text: types.getTypeParser(ARRAY_TYPE_OIDS.text as never) as (value: string) => unknown,
  varchar: types.getTypeParser(ARRAY_TYPE_OIDS.varchar as never) as (value: string) => unknown,
  int4: types.getTypeParser(ARRAY_TYPE_OIDS.int4 as never) as (value: string) => unknown
}

function installed() {
  const parsers = new Map<number, (value: string) => unknown>()
  installArrayParsers({ setTypeParser: (oid, parse) => parsers.set(oid, parse) })
  return parsers
}

/** Array texts as PostgreSQL writes them: quoting, escapes, NULL and "NULL", empty strings, braces, CJK, nesting. */
const TEXT_ARRAYS = [
  '{}',
  '{a}',
  '{增肌,减脂,上海}',
  '{"a,b","c d","",NULL,"NULL",null}',
  '{"say \\"hi\\"","back\\\\slash","{braces}","trailing\\\\"}',
  '{{a,b},{c,NULL}}',
  '[0:1]={x,y}'
]

it('parses text and varchar arrays exactly as node-postgres did', () => {
  const ours = installed()
  for (const text of TEXT_ARRAYS) {
    expect(ours.get(ARRAY_TYPE_OIDS.text)!(text)).toEqual(stock.text(text))
    expect(ours.get(ARRAY_TYPE_OIDS.varchar)!(text)).toEqual(stock.varchar(text))
  }
})

it('parses integer arrays exactly as node-postgres did, NULL included', () => {
  const ours = installed()
  for (const text of ['{}', '{1,2,3}', '{-7,NULL,2147483647}', '{{1,2},{3,4}}']) {
    expect(ours.get(ARRAY_TYPE_OIDS.int4)!(text)).toEqual(stock.int4(text))
  }
})

describe('through the database', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('on PostgreSQL, node-postgres parses arrays with ours', () => {
    if (!t.databaseUrl) return // PGlite has its own parsers
    expect(types.getTypeParser(ARRAY_TYPE_OIDS.text as never)).not.toBe(stock.text)
    expect(types.getTypeParser(ARRAY_TYPE_OIDS.int4 as never)).not.toBe(stock.int4)
  })

  it('answers arrays of awkward text, integers and nested arrays as JavaScript arrays', async () => {
    const result = await t.db.execute(sql`select
      array['a', 'b,c', 'say "hi"', 'back\\slash', null, 'NULL', '', '{x}', '中文', ' spaced ']::text[] as texts,
      array['x', null]::varchar[] as chars,
      array[1, null, -3]::int[] as ints,
      array[array['a', 'b'], array['c', 'd']]::text[] as nested,
      '{}'::text[] as empty`)
    expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({
      texts: ['a', 'b,c', 'say "hi"', 'back\\slash', null, 'NULL', '', '{x}', '中文', ' spaced '],
      chars: ['x', null],
      ints: [1, null, -3],
      nested: [['a', 'b'], ['c', 'd']],
      empty: []
    })
  })
})
