// A CommerceContext over a test app, for calling service functions (the auto-close sweep) directly, with the same
// provider instance the app uses (pass it to createTestApp as deps.payment).
import type { AlipayProvider, PaymentProvider } from '../../../../server/src/integrations/payment/types'
import type { CommerceContext } from '../../../../server/src/contexts/commerce'
import { noJobs, type TestApp } from '../test-app'

export function commerceContext(
  t: TestApp,
  provider: PaymentProvider,
  now: () => Date,
  alipay: AlipayProvider | null = null
): CommerceContext {
  return { db: t.db, provider, alipay, now, log: t.app.log, config: t.config, jobs: noJobs }
}
