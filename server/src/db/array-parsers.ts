// node-postgres 8 parses array columns (goods tags, a goods' cities, exam options and answers) with postgres-array
// 2, which builds an object for every character it reads and joins single-character strings. On the goods list
// that was a sixth of everything a read allocated (heap sampling, 2026-12-07), and the garbage collector's work
// grows with it. postgres-array 3 (the parser of pg-types 4, node-postgres' next type library) slices each element
// out of the text instead, with the same output: NULL as null, quoted elements unescaped, nested arrays.
//
// drizzle's node-postgres driver reads pg's global parsers for everything but dates and intervals, so the parsers
// are set there, once per process; PGlite parses arrays itself and is not affected.
import { types as pgTypes } from 'pg'
import { parse } from 'postgres-array'

/** PostgreSQL's type OIDs of the array types our columns and queries return (pg-types' TypeId lists no arrays). */
export const ARRAY_TYPE_OIDS = { text: 1009, varchar: 1015, int4: 1007 } as const

type TypeParsers = { setTypeParser(oid: number, parse: (value: string) => unknown): void }

const toInteger = (element: string) => parseInt(element, 10)

export function installArrayParsers(types: TypeParsers = pgTypes as unknown as TypeParsers): void {
  types.setTypeParser(ARRAY_TYPE_OIDS.text, (value) => parse(value))
  types.setTypeParser(ARRAY_TYPE_OIDS.varchar, (value) => parse(value))
  types.setTypeParser(ARRAY_TYPE_OIDS.int4, (value) => parse(value, toInteger))
}
