// The exam sessions (sittings) with their goods, as a subquery: certification joins it with its registrations in
// one statement while the tables stay the catalog's.
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db'
import { examSessions, goods } from '../tables'

export function examSessionRows(db: Db, alias = 'exam_sittings') {
  return db
    .select({
      sessionId: examSessions.id, goodsId: examSessions.goodsId, goodsTitle: goods.title, goodsCover: goods.cover,
      startsAt: examSessions.startsAt, city: examSessions.city, venueName: examSessions.venueName,
      venueAddress: examSessions.venueAddress
    })
    .from(examSessions)
    .innerJoin(goods, eq(goods.id, examSessions.goodsId))
    .as(alias)
}
