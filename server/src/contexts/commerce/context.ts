// The commerce context's dependencies: the app's base plus the payment provider chosen by configuration
// (payment anomalies are logged through `log`, never shown).
import type { AlipayProvider, PaymentProvider } from '../../integrations/payment/types'
import type { BaseContext } from '../base'

export interface CommerceContext extends BaseContext {
  /** WeChat Pay, or the embedded sandbox. */
  provider: PaymentProvider
  /** Alipay (or its sandbox twin on the embedded default); null when not configured, so not offered. */
  alipay: AlipayProvider | null
}
