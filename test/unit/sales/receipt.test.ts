// The withdrawal detail's receipt decision (button in the mini-program, sentence on H5, nothing otherwise) and how
// WeChat's confirmation callbacks read (confirmed, cancelled by the payee, failed, API absent).
import Taro from '@tarojs/taro'
import type { Withdrawal } from '@contract/sales/shapes'
import { openReceiptConfirmation, receiptAction, refreshedMessage } from '@/features/sales/receipt'

const waiting: Withdrawal = {
  id: 7, amountFen: 1_234, status: 'transferring', note: '', reference: '', createdAt: '2026-01-01T00:00:00.000Z',
  reviewedAt: null, paidAt: null, transferState: 'WAIT_USER_CONFIRM', transferPackage: 'pkg-123',
  transferMerchant: { mchId: '1900000109', appId: 'wxapp' }
}
type Callbacks = { success: () => void; fail: (res: { errMsg?: string }) => void }
const taro = Taro as unknown as { requestMerchantTransfer?: jest.Mock }

afterEach(() => { delete taro.requestMerchantTransfer })

it('offers the button in the mini-program, the sentence on H5, and nothing without a transfer to confirm', () => {
  expect(receiptAction(waiting, 'weapp')).toBe('confirm')
  expect(receiptAction(waiting, 'h5')).toBe('openWeapp')
  expect(receiptAction({ ...waiting, transferPackage: null, transferMerchant: null }, 'weapp')).toBe('none')
  expect(receiptAction({ ...waiting, status: 'paid' }, 'weapp')).toBe('none')
  expect(receiptAction({ ...waiting, transferMerchant: null }, 'weapp')).toBe('none')
})

it('passes mchId, appId and package to WeChat and reads its callbacks', async () => {
  taro.requestMerchantTransfer = jest.fn((o: Callbacks) => o.success())
  await expect(openReceiptConfirmation(waiting)).resolves.toBe('confirmed')
  expect(taro.requestMerchantTransfer).toHaveBeenCalledWith(expect.objectContaining({ mchId: '1900000109', appId: 'wxapp', package: 'pkg-123' }))
  taro.requestMerchantTransfer = jest.fn((o: Callbacks) => o.fail({ errMsg: 'requestMerchantTransfer:fail cancel' }))
  await expect(openReceiptConfirmation(waiting)).resolves.toBe('cancelled')
  taro.requestMerchantTransfer = jest.fn((o: Callbacks) => o.fail({ errMsg: 'requestMerchantTransfer:fail package_info信息有误' }))
  await expect(openReceiptConfirmation(waiting)).resolves.toBe('failed')
})

it('answers failed where the API does not exist', async () => {
  await expect(openReceiptConfirmation(waiting)).resolves.toBe('failed')
})

it('names what a refresh found', () => {
  expect(refreshedMessage({ ...waiting, status: 'paid' })).toBe('paid')
  expect(refreshedMessage(waiting)).toBe('waiting')
  expect(refreshedMessage({ ...waiting, status: 'approved' })).toBe('failed')
})
