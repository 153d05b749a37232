// Input and output schemas of the console's sign-in, TOTP settings and sign-in log. Strict inputs naming their
// fields in Chinese; outputs strip anything the contract does not list.
import { z } from 'zod'
import type {
  ConsoleLoginAnswer, ConsoleLoginInput, ConsoleSignedIn, SignInLogEntry, TotpSetup, TotpStatus
} from '@contract/identity/operator-shapes'
import { SIGN_IN_RESULTS } from '@contract/identity/operator-shapes'
import { passwordLoginSchema, smsLoginSchema } from '@contract/identity/schemas'
import { DATE_RE } from '@contract/validation'
import { pageQuerySchema } from '../../../http/query'
import { currentUserResponseSchema } from '../auth/schemas'

export const consoleLoginBody = z.discriminatedUnion('mode', [
  passwordLoginSchema.extend({ mode: z.literal('password') }),
  smsLoginSchema.extend({ mode: z.literal('sms') })
], { error: '登录方式应为password或sms' }) satisfies z.ZodType<ConsoleLoginInput>

const code = z.string().trim().regex(/^\d{6}$/, '动态验证码应为6位数字').meta({ title: '动态验证码' })
const ticket = z.string().trim().min(1, '验证已超时，请重新登录').max(100, '验证已超时，请重新登录').meta({ title: '登录凭证' })

export const consoleTotpBody = z.strictObject({ ticket, code })
export const totpSetupBody = z.strictObject({ ticket: ticket.optional() }).nullish()
export const totpConfirmBody = z.strictObject({ ticket: ticket.optional(), code })
export const totpCodeBody = z.strictObject({ code })

const day = (title: string) => z.string().regex(DATE_RE, `${title}格式应为YYYY-MM-DD`).optional().meta({ title })

export const signInLogQuery = pageQuerySchema.extend({
  userId: z.coerce.number('用户编号无效').int('用户编号无效').min(1, '用户编号无效').max(2_147_483_647, '用户编号无效').optional().meta({ title: '用户编号' }),
  result: z.enum(SIGN_IN_RESULTS, '结果无效').optional().meta({ title: '结果' }),
  from: day('开始日期'),
  to: day('结束日期')
})

export const consoleSignedInResponse = currentUserResponseSchema.extend({ step: z.literal('done') }) satisfies z.ZodType<ConsoleSignedIn>

export const consoleLoginResponse = z.union([
  consoleSignedInResponse,
  z.object({ step: z.enum(['totp', 'enrol']), ticket: z.string() })
]) satisfies z.ZodType<ConsoleLoginAnswer>

export const totpSetupResponse = z.object({ secret: z.string(), uri: z.string(), qr: z.string() }) satisfies z.ZodType<TotpSetup>
export const totpStatusResponse = z.object({ enabled: z.boolean(), required: z.boolean() }) satisfies z.ZodType<TotpStatus>

export const signInLogEntryResponse = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  phone: z.string(),
  ip: z.string(),
  device: z.string(),
  result: z.enum(SIGN_IN_RESULTS),
  at: z.string()
}) satisfies z.ZodType<SignInLogEntry>
