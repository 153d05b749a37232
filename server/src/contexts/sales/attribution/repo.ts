// Which salesperson an order belongs to, in SQL (docs/sales.md → Attribution), strongest first:
//   link:   the order carries a salesperson's code (the share link or poster the buyer opened);
//   coupon: the order used a coupon a salesperson issued;
//   lead:   the buyer's phone is a lead its salesperson converted, and the order came within the lead window after.
// Each source matches at most one row (code, held coupon and lead phone are unique), so the joins never multiply.
import { and, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm'
import type { OrderStatus } from '@contract/commerce/constants'
import type { AttributionVia } from '@contract/sales/constants'
import type { Db } from '../../../db'
import { orderFacts } from '../../commerce'
import { userRows } from '../../identity'
import { salesCouponGrants, salesLeads, salesPeople } from '../tables'

/** Orders shown as sold: everything once paid. */
export const SOLD: OrderStatus[] = ['paid', 'refunding', 'refunded']

export function attributedOrders(db: Db, leadWindowDays: number) {
  const o = orderFacts(db)
  const buyer = userRows(db, 'buyers')
  const byLink = db.select({ userId: salesPeople.userId, code: salesPeople.code }).from(salesPeople).as('by_link')
  const byCoupon = db.select({ salespersonId: salesCouponGrants.salespersonId, userCouponId: salesCouponGrants.userCouponId })
    .from(salesCouponGrants).as('by_coupon')
  const byLead = db.select({ ownerId: salesLeads.ownerId, phone: salesLeads.phone, convertedAt: salesLeads.convertedAt })
    .from(salesLeads).where(eq(salesLeads.status, 'converted')).as('by_lead')
  const salespersonId = sql<number>`coalesce(${byLink.userId}, ${byCoupon.salespersonId}, ${byLead.ownerId})`
  const via = sql<AttributionVia>`case when ${byLink.userId} is not null then 'link' when ${byCoupon.salespersonId} is not null then 'coupon' else 'lead' end`
  return db
    .select({
      id: o.id, orderNo: o.orderNo, goodsTitle: o.goodsTitle, className: o.className, status: o.status,
      amountFen: o.amountFen, refundedFen: o.refundedFen, paidAt: o.paidAt, buyerName: buyer.name, buyerPhone: buyer.phone,
      salespersonId: salespersonId.as('salesperson_id'), via: via.as('via')
    })
    .from(o)
    .innerJoin(buyer, eq(buyer.id, o.userId))
    .leftJoin(byLink, eq(byLink.code, o.salesCode))
    .leftJoin(byCoupon, eq(byCoupon.userCouponId, o.couponId))
    .leftJoin(byLead, and(
      eq(byLead.phone, buyer.phone),
      gte(o.createdAt, byLead.convertedAt),
      lt(o.createdAt, sql`${byLead.convertedAt} + make_interval(days => ${leadWindowDays}::int)`)
    ))
    // A salesperson's own purchases earn them nothing, whatever link or coupon they used.
    .where(and(isNotNull(o.paidAt), inArray(o.status, SOLD), sql`${salespersonId} is distinct from ${o.userId}`))
    .as('attributed')
}

export type Attributed = ReturnType<typeof attributedOrders>

/**
 * One order's commission at a rate: floor of the net amount × rate, for orders paid and kept or refunded (net of what
 * went back); nothing while a refund is under way, so commission is never counted on money that may go back.
 */
export function commissionSql(a: Attributed, rateBp: SQL | number): SQL<number> {
  return sql<number>`case when ${a.status} in ('paid', 'refunded')
    then floor(greatest(${a.amountFen} - ${a.refundedFen}, 0) * ${rateBp} / 10000) else 0 end`
}

/** What a salesperson earned in all: the sum of their orders' commissions at their rate. */
export async function earnedFen(db: Db, salespersonId: number, rateBp: number, leadWindowDays: number): Promise<number> {
  const a = attributedOrders(db, leadWindowDays)
  const [row] = await db.select({ fen: sql<number>`coalesce(sum(${commissionSql(a, rateBp)}), 0)`.mapWith(Number) })
    .from(a).where(eq(a.salespersonId, salespersonId))
  return row?.fen ?? 0
}
