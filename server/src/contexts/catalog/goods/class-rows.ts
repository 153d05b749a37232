// The scheduled classes as a subquery another context joins (learning's seats, the classroom's classes), so the class
// table stays the catalog's while the joined list stays one SQL statement. With its goods' title and cover.
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db'
import { goods, goodsClasses } from '../tables'

export function classRows(db: Db) {
  return db
    .select({
      id: goodsClasses.id,
      goodsId: goodsClasses.goodsId,
      goodsTitle: goods.title,
      goodsCover: goods.cover,
      name: goodsClasses.name,
      city: goodsClasses.city,
      startDate: goodsClasses.startDate,
      endDate: goodsClasses.endDate,
      days: goodsClasses.days,
      schedule: goodsClasses.schedule,
      capacity: goodsClasses.capacity,
      seatsLeft: goodsClasses.seatsLeft,
      storedStatus: goodsClasses.status,
      transfersAllowed: goodsClasses.transfersAllowed
    })
    .from(goodsClasses)
    .innerJoin(goods, eq(goods.id, goodsClasses.goodsId))
    .as('classes')
}
