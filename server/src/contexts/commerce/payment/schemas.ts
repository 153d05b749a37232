// Response schemas of paying: what starting a payment hands the app, and the state payView polls.
import { z } from 'zod'
import type { PayMethods, PayStart, PaymentState } from '@contract/commerce/schemas'
import { ORDER_STATUSES, PAY_PROVIDERS, PAYMENT_METHODS } from '@contract/commerce/constants'

export const payStartResponse = z.object({
  method: z.enum(PAYMENT_METHODS),
  jsapi: z
    .object({
      appId: z.string(),
      timeStamp: z.string(),
      nonceStr: z.string(),
      package: z.string(),
      signType: z.literal('RSA'),
      paySign: z.string()
    })
    .optional(),
  codeUrl: z.string().optional(),
  payUrl: z.string().optional(),
  sandboxToken: z.string().optional()
}) satisfies z.ZodType<PayStart>

export const paymentStateResponse = z.object({
  status: z.enum(ORDER_STATUSES),
  paidAt: z.string().nullable()
}) satisfies z.ZodType<PaymentState>

export const payMethodsResponse = z.object({
  providers: z.array(z.enum(PAY_PROVIDERS)),
  wechatOaJsapi: z.boolean(),
  sandbox: z.boolean()
}) satisfies z.ZodType<PayMethods>
