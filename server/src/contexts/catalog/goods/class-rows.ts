// The scheduled classes as a subquery another context joins (learning's seats), so the class table stays the
// catalog's while the joined list stays one SQL statement.
import type { Db } from '../../../db'
import { goodsClasses } from '../tables'

export function classRows(db: Db) {
  return db
    .select({
      id: goodsClasses.id,
      goodsId: goodsClasses.goodsId,
      name: goodsClasses.name,
      city: goodsClasses.city,
      startDate: goodsClasses.startDate,
      endDate: goodsClasses.endDate,
      days: goodsClasses.days,
      schedule: goodsClasses.schedule
    })
    .from(goodsClasses)
    .as('classes')
}
