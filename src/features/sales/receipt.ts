// Confirming the receipt of a WeChat Pay transfer (商家转账, 用户确认模式): WeChat holds the money until the payee
// confirms it in WeChat, which only the mini-program can open (wx.requestMerchantTransfer); the H5 app says where to
// go instead. After confirming, the app asks the server to read the result from WeChat (refreshWithdrawal).
import Taro from '@tarojs/taro'
import type { Withdrawal } from '@contract/sales/shapes'

export type ReceiptAction = 'confirm' | 'openWeapp' | 'none'
export type ReceiptResult = 'confirmed' | 'cancelled' | 'failed'

/** What the detail page offers: the confirm button (mini-program), the sentence pointing there (H5), or nothing. */
export function receiptAction(w: Withdrawal, env: string | undefined = process.env.TARO_ENV): ReceiptAction {
  if (w.status !== 'transferring' || !w.transferPackage || !w.transferMerchant) return 'none'
  return env === 'weapp' ? 'confirm' : 'openWeapp'
}

interface MerchantTransferOptions {
  mchId: string
  appId: string
  package: string
  success: () => void
  fail: (res: { errMsg?: string }) => void
}
type RequestMerchantTransfer = (options: MerchantTransferOptions) => void

/** Opens WeChat's confirmation page; callback-only API (base library 3.3.0+), absent from Taro's typings. */
export function openReceiptConfirmation(w: Withdrawal): Promise<ReceiptResult> {
  const request = (Taro as unknown as { requestMerchantTransfer?: RequestMerchantTransfer }).requestMerchantTransfer
  if (!request || !w.transferPackage || !w.transferMerchant) return Promise.resolve('failed')
  const { mchId, appId } = w.transferMerchant
  return new Promise((resolve) => {
    request({
      mchId, appId, package: w.transferPackage!,
      success: () => resolve('confirmed'),
      fail: (res) => resolve(/cancel/i.test(res.errMsg ?? '') ? 'cancelled' : 'failed')
    })
  })
}

/** The toast's message key for what a refresh found. */
export function refreshedMessage(w: Withdrawal): 'paid' | 'waiting' | 'failed' {
  if (w.status === 'paid') return 'paid'
  return w.status === 'transferring' ? 'waiting' : 'failed'
}
