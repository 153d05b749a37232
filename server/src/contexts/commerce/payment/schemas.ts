// Response schemas of paying: what starting a payment hands the app, and the state payView polls.
import { z } from 'zod'
import type { PayStart, PaymentState } from '@contract/commerce'
import { ORDER_STATUSES, PAYMENT_METHODS } from '@contract/commerce-constants'

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
  sandboxToken: z.string().optional()
}) satisfies z.ZodType<PayStart>

export const paymentStateResponse = z.object({
  status: z.enum(ORDER_STATUSES),
  paidAt: z.string().nullable()
}) satisfies z.ZodType<PaymentState>
