// Alipay: the real provider when configured (ALIPAY_APP_ID…), its sandbox twin on the embedded default, or none.
import type { PaymentConfig } from '../payment/config'
import type { AlipayProvider } from '../payment/types'
import { createAlipayProvider, type AlipayOptions } from './provider'
import { createAlipaySandboxProvider } from './sandbox'

export { ALIPAY_NOTIFY_PATH } from './config'
export type { AlipayConfig } from './config'

/** null: Alipay is not configured, so it is not offered. */
export function createAlipay(config: PaymentConfig, options: AlipayOptions = {}): AlipayProvider | null {
  if (config.alipay) return createAlipayProvider(config.alipay, options)
  return config.provider === 'sandbox' ? createAlipaySandboxProvider() : null
}
