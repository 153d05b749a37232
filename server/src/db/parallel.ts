// Independent reads side by side, where that is allowed. On the pool each query takes a connection of its own; a
// transaction has one connection, and a query sent on it while another runs is queued by pg today with a warning
// ("client.query() when the client is already executing a query") and refused from pg 9. A service that may be
// handed either (`db` or a `tx`) asks for its reads through allOf, which runs them one after the other in a
// transaction and side by side otherwise.
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Db } from './index'

type Results<T extends readonly (() => PromiseLike<unknown>)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }

export async function allOf<T extends readonly (() => PromiseLike<unknown>)[]>(db: Db, ...reads: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>
  const results: unknown[] = []
  for (const read of reads) results.push(await read())
  return results as Results<T>
}
