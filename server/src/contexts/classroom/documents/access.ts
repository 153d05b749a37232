// Who may open an item: anyone signed in for a free item, otherwise only a holder of the course (catalog's
// entitlements: a paid order, a bundle's item or a staff grant). A paid item of a course the learner does not hold
// answers like a missing one would only for the file route; the API says "buy first" so the page can offer it.
import { ownsGoods } from '../../catalog'
import type { Db } from '../../../db'

export async function mayOpen(db: Db, userId: number, item: { goodsId: number; free: boolean }): Promise<boolean> {
  return item.free || (await ownsGoods(db, userId, item.goodsId))
}
