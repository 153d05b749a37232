// Checkout (POST /api/order): one transaction that prices the order on the server, checks agreements and the
// address, takes the seat, the coupon and the points, and stores the order unpaid for ORDER_PAY_WINDOW_MINUTES.
// The same clientRequestId again answers the same order, also when the duplicates arrive in parallel (a per-user
// lock, with a unique index behind it). What the buyer holds (pricing refuses it) or has an open order for
// cannot be ordered again, under the same lock. An order with nothing to pay is paid at once through markOrderPaid.
import { ORDER_PAY_WINDOW_MINUTES } from '@contract/commerce/constants'
import type { createOrderSchema } from '@contract/commerce/schemas'
import type { z } from 'zod'
import type { Db } from '../../../db'
import type { AddressSnapshot } from '../tables'
import { userError } from '../../../http/errors'
import { findOwnAddress } from '../../identity'
import { insertInvoice } from '../invoice/repo'
import { markOrderPaid } from '../payment/mark-paid'
import { classNameOf, computeQuote, recordBundleCredits, spendPoints, takeSeat, useCoupon } from '../../catalog'
import type { CommerceContext } from '../context'
import { newOrderNo } from '../order/order-no'
import { findOrderByRequest, findPayableOrderFor, insertOrder, lockUserOrders, type NewOrder, type OrderRow } from '../order/repo'

export type CreateOrderValues = z.output<typeof createOrderSchema>
type PricedQuote = Awaited<ReturnType<typeof computeQuote>>

const MINUTE_MS = 60_000
/** Order-number clashes are one in a million per second; three tries make a failure practically impossible. */
const ORDER_NO_TRIES = 3

function checkAgreements(quote: PricedQuote, accepted: readonly number[]) {
  const missing = quote.agreements.filter((a) => !accepted.includes(a.id))
  if (missing.length > 0) throw userError('AGREEMENT_REQUIRED', '请先阅读并同意购买协议')
}

async function addressSnapshot(tx: Db, userId: number, quote: PricedQuote, addressId?: number): Promise<AddressSnapshot | null> {
  if (!quote.ships && !quote.needsAddress) return null
  if (!addressId) throw userError('ADDRESS_REQUIRED', '请选择收货地址')
  const row = await findOwnAddress(tx, userId, addressId)
  if (!row) throw userError('NOT_FOUND', '收货地址不存在')
  // Municipalities repeat themselves (北京市北京市朝阳区); say the city once.
  const region = [row.province, row.city === row.province ? '' : row.city, row.district].join('')
  return { recipient: row.recipient, phone: row.phone, region, detail: row.detail }
}

async function insertWithFreshNumber(tx: Db, values: Omit<NewOrder, 'orderNo'>, now: Date): Promise<OrderRow> {
  for (let i = 0; i < ORDER_NO_TRIES; i++) {
    const row = await insertOrder(tx, { ...values, orderNo: newOrderNo(now) })
    if (row) return row
  }
  throw new Error('could not find a free order number')
}

async function orderValues(tx: Db, userId: number, input: CreateOrderValues, quote: PricedQuote, now: Date) {
  return {
    userId,
    clientRequestId: input.clientRequestId,
    goodsId: quote.goodsId,
    goodsKind: quote.kind,
    goodsTitle: quote.title,
    goodsCover: quote.goods.cover,
    classId: quote.classId ?? null,
    className: await classNameOf(tx, quote.classId ?? undefined),
    examSessionId: quote.examSessionId ?? null,
    couponId: quote.couponId ?? null,
    salesCode: input.salesCode ?? null,
    ships: quote.ships,
    address: await addressSnapshot(tx, userId, quote, input.addressId),
    totalFen: quote.priceFen,
    bundleDeductionFen: quote.bundleDeductionFen,
    couponDiscountFen: quote.couponDiscountFen,
    pointsUsed: quote.pointsUsed,
    pointsDiscountFen: quote.pointsDiscountFen,
    amountDueFen: quote.amountDueFen,
    payDeadline: new Date(now.getTime() + ORDER_PAY_WINDOW_MINUTES * MINUTE_MS)
  }
}

/** Takes what the order uses up; each call refuses (userError) when it cannot, which rolls the order back. */
export async function takeResources(tx: Db, order: OrderRow, now: Date) {
  await takeSeat(tx, { classId: order.classId ?? undefined, examSessionId: order.examSessionId ?? undefined })
  if (order.couponId) await useCoupon(tx, order.userId, order.couponId, order.id, now)
  if (order.pointsUsed > 0) await spendPoints(tx, order.userId, order.pointsUsed, order.orderNo)
  await recordBundleCredits(tx, order)
}

/**
 * One open order per buyer and goods: a second checkout while the first can still be paid would let both be paid.
 * Runs under the user's order lock, so parallel checkouts see each other.
 */
export async function refusePending(db: Db, userId: number, goodsId: number, now: Date): Promise<void> {
  if (await findPayableOrderFor(db, userId, goodsId, now)) {
    throw userError('ORDER_PENDING', '你有一笔该商品的待支付订单，请先支付或取消')
  }
}

export async function createOrder(ctx: CommerceContext, userId: number, input: CreateOrderValues): Promise<OrderRow> {
  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    await lockUserOrders(tx, userId)
    const existing = await findOrderByRequest(tx, userId, input.clientRequestId)
    if (existing) return existing
    const { goodsId, classId, examSessionId, couponId, points } = input
    await refusePending(tx, userId, goodsId, now)
    const quote = await computeQuote(tx, userId, { goodsId, classId, examSessionId, couponId, points }, now)
    checkAgreements(quote, input.agreementIds)
    if (input.invoice && quote.amountDueFen === 0) throw userError('INVOICE_NOT_NEEDED', '实付金额为0的订单无需开具发票')
    const order = await insertWithFreshNumber(tx, await orderValues(tx, userId, input, quote, now), now)
    await takeResources(tx, order, now)
    if (input.invoice) await insertInvoice(tx, { orderId: order.id, userId, amountFen: 0, ...input.invoice })
    if (order.amountDueFen > 0) return order
    return (await markOrderPaid(tx, order, { method: 'free', transactionId: null, paidAt: now })) ?? order
  })
}
