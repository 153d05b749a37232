// Picks the payment provider from configuration, once, at start. See README.md for what the orders module must do
// with it.
import type { PaymentConfig } from './config'
import { createSandboxPaymentProvider } from './sandbox/provider'
import type { PaymentProvider } from './types'
import { createWechatPayProvider, type WechatPayOptions } from './wechat-pay/provider'

export interface PaymentProviderDeps {
  /** The app's NODE_ENV; the sandbox refuses production whatever this says if process.env says so. */
  nodeEnv?: string
  /** Test knobs for WeChat Pay (timeouts, certificate refresh intervals); production uses the defaults. */
  wechat?: WechatPayOptions
}

export function createPaymentProvider(config: PaymentConfig, deps: PaymentProviderDeps = {}): PaymentProvider {
  if (config.provider === 'wechat') return createWechatPayProvider(config.wechat, deps.wechat)
  return createSandboxPaymentProvider({ nodeEnv: deps.nodeEnv })
}

export type { TransferBill, TransferState, WechatTransfers } from './types'
export { TRANSFER_FAILED_STATES } from './types'
