// Which salesperson each sold order belongs to, with their name and code, as a subquery other contexts join on the
// order id (settlement's finance report by salesperson). The same attribution as the salesperson's own figures.
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { userRows } from '../../identity'
import { readRules } from '../profile/repo'
import { salesPeople } from '../tables'
import { attributedOrders } from './repo'

export async function orderSalespeople(db: Db) {
  const { leadWindowDays } = await readRules(db)
  const a = attributedOrders(db, leadWindowDays)
  const seller = userRows(db, 'sellers')
  return db
    .select({
      orderId: sql<number>`${a.id}`.mapWith(Number).as('sold_order_id'),
      salespersonId: sql<number>`${a.salespersonId}`.mapWith(Number).as('sold_by_id'),
      // A salesperson without a name is shown by phone, as in the rest of the console.
      name: sql<string>`coalesce(nullif(${seller.name}, ''), ${seller.phone})`.as('sold_by_name'),
      code: sql<string>`${salesPeople.code}`.as('sold_by_code')
    })
    .from(a)
    .innerJoin(seller, eq(seller.id, a.salespersonId))
    .innerJoin(salesPeople, eq(salesPeople.userId, a.salespersonId))
    .as('order_salespeople')
}
