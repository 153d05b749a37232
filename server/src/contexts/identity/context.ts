// The identity context's dependencies: the app's base plus sessions, SMS codes and the WeChat clients (null when
// not configured), and the field cipher. The payment provider only tells the official-account routes whether JSAPI payment applies.
import type { PaymentProvider } from '../../integrations/payment/types'
import type { WechatOaClient } from '../../integrations/wechat/oa-client'
import type { WechatMiniClient } from '../../integrations/wechat/types'
import type { FieldCipher } from '../../crypto/field-cipher'
import type { BaseContext } from '../base'
import type { TokenService } from './auth/tokens'
import type { SmsCodeService } from './sms/service'

export interface IdentityContext extends BaseContext {
  tokens: TokenService
  smsCodes: SmsCodeService
  wechatMini: WechatMiniClient | null
  wechatOa: WechatOaClient | null
  payment: PaymentProvider
  /** Seals ID numbers, emergency contacts, bank accounts and TOTP secrets at rest. */
  cipher: FieldCipher
}
