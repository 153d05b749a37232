// Which provider handles a payment method: Alipay's methods go to Alipay (real or its sandbox twin), everything else
// to WeChat Pay (real or the sandbox). Query, close and refund always go back to the provider that took the payment.
import type { PayMethods } from '@contract/commerce/schemas'
import type { PaymentMethod } from '@contract/commerce/constants'
import type { AlipayProvider, PaymentProvider } from '../../../integrations/payment/types'
import type { CommerceContext } from '../context'

export type AnyProvider = PaymentProvider | AlipayProvider

export const isAlipayMethod = (method: PaymentMethod) => method === 'alipay_wap' || method === 'alipay_page'

/** null: the method's provider is not configured here. */
export function providerFor(ctx: CommerceContext, method: PaymentMethod): AnyProvider | null {
  return isAlipayMethod(method) ? ctx.alipay : ctx.provider
}

/** GET /api/pay/methods: decided from configuration; the app picks what fits its container. */
export function payMethods(ctx: CommerceContext): PayMethods {
  return {
    providers: ctx.alipay ? ['wechat', 'alipay'] : ['wechat'],
    wechatOaJsapi: ctx.provider.kind === 'wechat' && Boolean(ctx.provider.merchant.oaAppid),
    sandbox: ctx.provider.kind === 'sandbox'
  }
}
