// What pages/order/payView polls (GET /api/order/{id}/payment), and the sandbox's confirm step. The client's own
// "paid" callback is never proof: while an order is unpaid and a payment was started, the provider is asked now and
// then (the late-notification fallback), and whatever it says goes through applyPayment like a notification.
import type { PaymentState } from '@contract/commerce/schemas'
import { NOT_FOUND_MESSAGE } from '../../../http/error-handler'
import { AppError, userError } from '../../../http/errors'
import type { AlipaySandboxProvider, IncomingHeaders, SandboxPaymentProvider } from '../../../integrations/payment/types'
import type { CommerceContext } from '../context'
import type { OrderRow } from '../order/repo'
import { applyPayment, PaymentMismatchError, type ApplyOutcome } from './apply-payment'

type SandboxProvider = SandboxPaymentProvider | AlipaySandboxProvider
import { loadOwnOrder } from './close-order'
import { syncOpenAttempts } from './provider-calls'
import { attemptsOf } from './repo'

/** payView polls about once a second; asking WeChat at most every 3 s per order keeps us far inside its API quota. */
export const PAYMENT_QUERY_INTERVAL_MS = 3000
/** Entries older than the interval are useless; prune the memo when it grows past this many orders. */
const QUERY_MEMO_PRUNE_AT = 1000

const toState = (row: OrderRow): PaymentState => ({ status: row.status, paidAt: row.paidAt?.toISOString() ?? null })

export function createPaymentStateReader(ctx: CommerceContext) {
  const lastQueried = new Map<number, number>()

  function mayQuery(orderId: number): boolean {
    const now = ctx.now().getTime()
    if (now - (lastQueried.get(orderId) ?? -Infinity) < PAYMENT_QUERY_INTERVAL_MS) return false
    if (lastQueried.size >= QUERY_MEMO_PRUNE_AT) {
      for (const [id, at] of lastQueried) if (now - at >= PAYMENT_QUERY_INTERVAL_MS) lastQueried.delete(id)
    }
    lastQueried.set(orderId, now)
    return true
  }

  return async function paymentState(userId: number, orderId: number): Promise<PaymentState> {
    const order = await loadOwnOrder(ctx, userId, orderId)
    if (order.status !== 'unpaid' || !mayQuery(orderId)) return toState(order)
    const started = (await attemptsOf(ctx.db, orderId)).some((a) => a.status === 'started')
    if (!started || !(await syncOpenAttempts(ctx, orderId))) return toState(order)
    return toState(await loadOwnOrder(ctx, userId, orderId))
  }
}

/** WeChat's payment notify route and the sandbox share this: verify and decrypt, then apply. */
export async function handlePaymentNotification(ctx: CommerceContext, headers: IncomingHeaders, rawBody: string): Promise<ApplyOutcome> {
  return applyPayment(ctx, await ctx.provider.parsePaymentNotification(headers, rawBody), ctx.provider)
}

/** Alipay's notify route and its sandbox twin share this: verify RSA2, then apply. */
export async function handleAlipayNotification(ctx: CommerceContext, headers: IncomingHeaders, rawBody: string): Promise<ApplyOutcome> {
  const alipay = ctx.alipay
  if (!alipay) throw new PaymentMismatchError('Alipay is not configured here')
  return applyPayment(ctx, await alipay.parsePaymentNotification(headers, rawBody), alipay)
}

/** The sandbox provider whose pay token this is (WeChat's sandbox or Alipay's twin), with the trade it names. */
function sandboxOf(ctx: CommerceContext, token: string): { provider: SandboxProvider; outTradeNo: string } | null {
  const candidates: SandboxProvider[] = []
  if (ctx.provider.kind === 'sandbox') candidates.push(ctx.provider)
  if (ctx.alipay?.kind === 'alipay-sandbox') candidates.push(ctx.alipay)
  for (const provider of candidates) {
    try {
      return { provider, outTradeNo: provider.tradeNoOf(token) }
    } catch {
      // not this one's token
    }
  }
  return null
}

/**
 * POST /api/pay/sandbox/confirm: the embedded default's "pay" button. The token must belong to a payment of this
 * user's order; the signed notification the sandbox produces then takes the same path as WeChat's.
 */
export async function confirmSandboxPayment(ctx: CommerceContext, userId: number, orderId: number, token: string): Promise<PaymentState> {
  // Without any sandbox the route does not exist: the same 404 as any unknown route.
  if (ctx.provider.kind !== 'sandbox' && ctx.alipay?.kind !== 'alipay-sandbox') {
    throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE, 404)
  }
  const order = await loadOwnOrder(ctx, userId, orderId)
  if (order.status === 'closed') throw userError('ORDER_CLOSED', '订单已关闭，请重新下单')
  if (order.status !== 'unpaid') return toState(order)
  const confirmFailed = () => userError('PAY_CONFIRM_FAILED', '支付确认失败，请重新发起支付')
  const found = sandboxOf(ctx, token)
  if (!found) throw confirmFailed()
  const { provider, outTradeNo } = found
  // Checked before the sandbox marks anything paid: a refused confirmation must leave every payment as it was.
  const attempts = await attemptsOf(ctx.db, orderId)
  if (!attempts.some((a) => a.outTradeNo === outTradeNo)) throw userError('NOT_FOUND', '订单不存在')
  let notification
  try {
    notification = await provider.confirmPayment(token)
  } catch {
    throw confirmFailed()
  }
  await applyPayment(ctx, await provider.parsePaymentNotification(notification.headers, notification.rawBody), provider)
  return toState(await loadOwnOrder(ctx, userId, orderId))
}
