// The commerce context's dependencies: the app's base plus the payment provider chosen by configuration
// (payment anomalies are logged through `log`, never shown).
import type { PaymentProvider } from '../../integrations/payment/types'
import type { BaseContext } from '../base'

export interface CommerceContext extends BaseContext {
  provider: PaymentProvider
}
