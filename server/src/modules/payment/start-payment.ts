// POST /api/order/{id}/pay: starts (or restarts) a payment of an unpaid order. Each payment method has its own
// attempt (out_trade_no = order number + a letter), stored before the provider is called and reused on every retry
// with identical amount, description and expiry, as WeChat requires. JSAPI needs the payer's openid under the
// payment AppID: the mini-program's, linked at WeChat login.
import type { PayStart, PayOrderInput } from '@contract/commerce'
import type { PaymentMethod } from '@contract/commerce-constants'
import { userError } from '../../http/errors'
import { PaymentProviderError } from '../../integrations/payment/errors'
import type { PaymentLaunch } from '../../integrations/payment/types'
import type { CommerceContext } from '../order/context'
import { outTradeNoFor } from '../order/order-no'
import { findOwnOrder, type OrderRow } from '../order/repo'
import { loadOwnOrder } from '../order/service'
import { findIdentityByUser } from '../wechat/repo'
import { syncAttempt } from './provider-calls'
import { ensureAttempt, type PaymentRow } from './repo'

/** WeChat shows the description on the payer's bill and takes at most 127 characters. */
const DESCRIPTION_MAX = 127

const alreadyPaid = () => userError('ORDER_PAID', '订单已支付')

function refuseUnpayable(order: OrderRow) {
  if (order.status === 'closed') throw userError('ORDER_CLOSED', '订单已关闭，请重新下单')
  if (order.status !== 'unpaid') throw alreadyPaid()
}

/** The sandbox answers every channel with its own confirm step; WeChat Pay never takes the sandbox channel. */
function methodFor(ctx: CommerceContext, channel: PayOrderInput['channel']): PaymentMethod {
  if (ctx.provider.kind === 'sandbox') return 'sandbox'
  if (channel === 'sandbox') throw userError('PAY_CHANNEL_UNAVAILABLE', '当前不支持该支付方式')
  return channel === 'jsapi' ? 'wechat_jsapi' : 'wechat_native'
}

async function payerOpenid(ctx: CommerceContext, userId: number): Promise<string> {
  const identity = await findIdentityByUser(ctx.db, userId)
  if (!identity || identity.appId !== ctx.provider.merchant.appid) {
    throw userError('OPENID_REQUIRED', '请在微信小程序中支付，或使用扫码支付')
  }
  return identity.openid
}

function toPayStart(method: PaymentMethod, launch: PaymentLaunch): PayStart {
  if (launch.kind === 'jsapi') return { method, jsapi: launch.jsapi }
  if (launch.kind === 'native') return { method, codeUrl: launch.codeUrl }
  return { method, sandboxToken: launch.sandboxToken }
}

async function launch(ctx: CommerceContext, order: OrderRow, attempt: PaymentRow, openid?: string): Promise<PaymentLaunch> {
  const method = attempt.method as PaymentMethod
  try {
    return await ctx.provider.createPayment({
      outTradeNo: attempt.outTradeNo,
      description: order.goodsTitle.slice(0, DESCRIPTION_MAX),
      amountFen: attempt.amountFen,
      channel: method === 'wechat_jsapi' ? 'jsapi' : 'native',
      openid,
      expiresAt: order.payDeadline
    })
  } catch (err) {
    if (err instanceof PaymentProviderError && err.code === 'ORDERPAID') {
      await syncAttempt(ctx, attempt.outTradeNo)
      throw alreadyPaid()
    }
    ctx.log.error({ err, outTradeNo: attempt.outTradeNo }, 'starting a payment failed')
    throw userError('PAY_START_FAILED', '发起支付失败，请稍后再试')
  }
}

export async function startPayment(ctx: CommerceContext, userId: number, orderId: number, channel: PayOrderInput['channel']): Promise<PayStart> {
  const order = await loadOwnOrder(ctx, userId, orderId)
  refuseUnpayable(order)
  if (order.payDeadline <= ctx.now()) throw userError('ORDER_CLOSED', '订单已超时，请重新下单')
  const method = methodFor(ctx, channel)
  const openid = method === 'wechat_jsapi' ? await payerOpenid(ctx, userId) : undefined
  const outTradeNo = outTradeNoFor(order.orderNo, method)
  const attempt = await ensureAttempt(ctx.db, { orderId: order.id, outTradeNo, method, amountFen: order.payableFen })
  const started = await launch(ctx, order, attempt, openid)
  // Cancelled or closed while the provider was asked: stop what was just opened so it cannot be paid.
  const current = await findOwnOrder(ctx.db, userId, orderId)
  if (current?.status === 'closed') {
    await ctx.provider.closePayment(outTradeNo).catch((err: unknown) => ctx.log.warn({ err, outTradeNo }, 'closing the payment failed'))
    refuseUnpayable(current)
  }
  return toPayStart(method, started)
}
