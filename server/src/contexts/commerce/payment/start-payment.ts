// POST /api/order/{id}/pay: starts (or restarts) a payment of an unpaid order. Each payment method has its own
// attempt (out_trade_no = order number + a letter), stored before the provider is called and reused on every retry
// with identical amount, description and expiry, as WeChat and Alipay require. WeChat H5 and Alipay send the payer
// back to the pay page (PAYMENT_RETURN_BASE_URL), which asks our server; the return itself proves nothing. JSAPI needs the payer's openid under the
// AppID the payment is made under: the mini-program's (linked at WeChat login) or, in the WeChat browser, the
// official account's (linked by 网页授权, contexts/identity/wechat/oa-service.ts).
import type { PayStart, PayOrderInput } from '@contract/commerce/schemas'
import type { PaymentMethod } from '@contract/commerce/constants'
import { userError } from '../../../http/errors'
import { PaymentProviderError } from '../../../integrations/payment/errors'
import type { CreatePaymentInput, PaymentLaunch } from '../../../integrations/payment/types'
import type { CommerceContext } from '../context'
import { outTradeNoFor } from '../order/order-no'
import { findOwnOrder, type OrderRow } from '../order/repo'
import { findOaOpenid, findWechatIdentity } from '../../identity'
import { refuseIfHeld } from '../../catalog'
import { loadOwnOrder } from './close-order'
import { providerFor } from './providers'
import { syncAttempt } from './provider-calls'
import { ensureAttempt, type PaymentRow } from './repo'

/** WeChat shows the description on the payer's bill and takes at most 127 characters. */
const DESCRIPTION_MAX = 127

const alreadyPaid = () => userError('ORDER_PAID', '订单已支付')

function refuseUnpayable(order: OrderRow) {
  if (order.status === 'closed') throw userError('ORDER_CLOSED', '订单已关闭，请重新下单')
  if (order.status !== 'unpaid') throw alreadyPaid()
}

const unavailable = () => userError('PAY_CHANNEL_UNAVAILABLE', '当前不支持该支付方式')

/**
 * Alipay's channels go to Alipay when it is configured (or its sandbox twin). The WeChat sandbox answers every
 * WeChat channel with its own confirm step; real WeChat Pay never takes the sandbox channel.
 */
function methodFor(ctx: CommerceContext, channel: PayOrderInput['channel']): PaymentMethod {
  if (channel === 'alipay_wap' || channel === 'alipay_page') {
    if (!ctx.alipay) throw unavailable()
    return channel
  }
  if (ctx.provider.kind === 'sandbox') return 'sandbox'
  if (channel === 'sandbox') throw unavailable()
  if (channel === 'oa_jsapi' && !ctx.provider.merchant.oaAppid) throw unavailable()
  return ({ jsapi: 'wechat_jsapi', oa_jsapi: 'wechat_oa_jsapi', native: 'wechat_native', h5: 'wechat_h5' } as const)[channel]
}

/** The channel the provider is asked for. */
function channelOf(method: PaymentMethod, payer: Payer | undefined): CreatePaymentInput['channel'] {
  if (method === 'alipay_wap' || method === 'alipay_page') return method
  if (payer) return 'jsapi'
  return method === 'wechat_h5' ? 'h5' : 'native'
}

/** Where WeChat H5 and Alipay send the payer back: our pay page, which asks the server. */
function returnUrlOf(ctx: CommerceContext, orderId: number): string | undefined {
  const base = ctx.config.payment.returnBaseUrl
  return base ? `${base}/pages/order/payView?id=${orderId}` : undefined
}

interface Payer {
  appid: string
  openid: string
}

/** Who pays by JSAPI, under which appid; undefined for Native. */
async function payerFor(ctx: CommerceContext, userId: number, method: PaymentMethod): Promise<Payer | undefined> {
  const { appid, oaAppid } = ctx.provider.merchant
  if (method === 'wechat_oa_jsapi' && oaAppid) {
    const openid = await findOaOpenid(ctx.db, userId, oaAppid)
    // The app answers this by going through 网页授权 and trying again.
    if (!openid) throw userError('OA_OPENID_REQUIRED', '请先完成微信授权，再支付')
    return { appid: oaAppid, openid }
  }
  if (method !== 'wechat_jsapi') return undefined
  const identity = await findWechatIdentity(ctx.db, userId)
  if (!identity || identity.appId !== appid) throw userError('OPENID_REQUIRED', '请在微信小程序中支付，或使用扫码支付')
  return { appid, openid: identity.openid }
}

function toPayStart(method: PaymentMethod, launch: PaymentLaunch): PayStart {
  if (launch.kind === 'jsapi') return { method, jsapi: launch.jsapi }
  if (launch.kind === 'native') return { method, codeUrl: launch.codeUrl }
  if (launch.kind === 'redirect') return { method, payUrl: launch.payUrl }
  return { method, sandboxToken: launch.sandboxToken }
}

interface Launch {
  order: OrderRow
  attempt: PaymentRow
  payer?: Payer
  payerIp: string
}

async function launch(ctx: CommerceContext, { order, attempt, payer, payerIp }: Launch): Promise<PaymentLaunch> {
  const provider = providerFor(ctx, attempt.method)
  if (!provider) throw unavailable()
  try {
    return await provider.createPayment({
      outTradeNo: attempt.outTradeNo,
      description: order.goodsTitle.slice(0, DESCRIPTION_MAX),
      amountFen: attempt.amountFen,
      channel: channelOf(attempt.method, payer),
      openid: payer?.openid,
      appid: payer?.appid,
      expiresAt: order.payDeadline,
      payerIp,
      returnUrl: returnUrlOf(ctx, order.id)
    })
  } catch (err) {
    if (err instanceof PaymentProviderError && err.code === 'ORDERPAID') {
      await syncAttempt(ctx, attempt)
      throw alreadyPaid()
    }
    ctx.log.error({ err, outTradeNo: attempt.outTradeNo }, 'starting a payment failed')
    throw userError('PAY_START_FAILED', '发起支付失败，请稍后再试')
  }
}

export interface PayRequest {
  userId: number
  orderId: number
  channel: PayOrderInput['channel']
  /** The payer's IP as we saw it (behind the configured proxies): WeChat H5 requires it. */
  ip: string
}

export async function startPayment(ctx: CommerceContext, { userId, orderId, channel, ip }: PayRequest): Promise<PayStart> {
  const order = await loadOwnOrder(ctx, userId, orderId)
  refuseUnpayable(order)
  if (order.payDeadline <= ctx.now()) throw userError('ORDER_CLOSED', '订单已超时，请重新下单')
  // Bought meanwhile through another order (a bundle holding it): this one must not take money too.
  await refuseIfHeld(ctx.db, userId, { id: order.goodsId, kind: order.goodsKind })
  const method = methodFor(ctx, channel)
  const payer = await payerFor(ctx, userId, method)
  const outTradeNo = outTradeNoFor(order.orderNo, method)
  const attempt = await ensureAttempt(ctx.db, { orderId: order.id, outTradeNo, method, amountFen: order.amountDueFen })
  const started = await launch(ctx, { order, attempt, payer, payerIp: ip })
  // Cancelled or closed while the provider was asked: stop what was just opened so it cannot be paid.
  const current = await findOwnOrder(ctx.db, userId, orderId)
  if (current?.status === 'closed') {
    await providerFor(ctx, method)!.closePayment(outTradeNo).catch((err: unknown) => ctx.log.warn({ err, outTradeNo }, 'closing the payment failed'))
    refuseUnpayable(current)
  }
  return toPayStart(method, started)
}
