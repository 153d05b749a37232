// Looking up what the demo catalog seeded: goods ids by slug and the exam sittings, picked by goods, city and the
// day they were scheduled relative to the seed date.
import { eq } from 'drizzle-orm'
import type { Db } from '../../src/db'
import { examSessions, goods } from '../../src/db/schema'

const DAY_MS = 24 * 60 * 60 * 1000

export interface Sitting {
  id: number
  goodsId: number
  startsAt: Date
  city: string
  title: string
  cover: string
  priceFen: number
}

export interface Refs {
  now: Date
  goodsIds: Map<string, number>
  rubric: Map<string, number[]>
  judgeId: number
  sittings: Sitting[]
}

export async function catalogRefs(tx: Db): Promise<{ goodsIds: Map<string, number>; sittings: Sitting[] }> {
  const rows = await tx.select({ id: goods.id, slug: goods.slug }).from(goods).where(eq(goods.kind, 'exam'))
  const sittings = await tx.select({
    id: examSessions.id, goodsId: examSessions.goodsId, startsAt: examSessions.startsAt, city: examSessions.city,
    title: goods.title, cover: goods.cover, priceFen: goods.priceFen
  }).from(examSessions).innerJoin(goods, eq(goods.id, examSessions.goodsId))
  return { goodsIds: new Map(rows.map((r) => [r.slug, r.id])), sittings }
}

/** The sitting of the goods in the city nearest to `startIn` days from the seed date. */
export function sittingOf(refs: Refs, slug: string, city: string, startIn: number): Sitting | undefined {
  const goodsId = refs.goodsIds.get(slug)
  const target = refs.now.getTime() + startIn * DAY_MS
  return refs.sittings.filter((s) => s.goodsId === goodsId && s.city === city)
    .sort((a, b) => Math.abs(a.startsAt.getTime() - target) - Math.abs(b.startsAt.getTime() - target))[0]
}
