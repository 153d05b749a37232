// Address actions shared by the list and the edit page: confirm-then-delete, and import from WeChat.
import type { Address } from '@contract/account'
import { confirmAction } from '@/shared/confirm'
import { t } from '@/shared/i18n'
import { chooseWechatAddress } from '@/shared/platform/wechat-address'
import { session } from '@/shared/session'
import { showToast } from '@/shared/toast'
import { deleteAddress, importWechatAddress } from './api'

/** The key under which a page that asked for an address (?select=1) finds the chosen one in session.temp. */
export const SELECTED_ADDRESS_KEY = 'selectedAddress'

export function pickAddress(address: Address): void {
  session.setTemp(SELECTED_ADDRESS_KEY, address)
}

export async function confirmAndDelete(address: Address): Promise<boolean> {
  if (!(await confirmAction({ content: t('account.address.deleteConfirm'), confirmText: t('account.address.delete') }))) return false
  await deleteAddress(address.id)
  void showToast(t('account.address.deleted'))
  return true
}

export async function importFromWechat(): Promise<Address | null> {
  const chosen = await chooseWechatAddress()
  if (!chosen) return null
  const { userName, telNumber, provinceName, cityName, countyName, detailInfo, postalCode, nationalCode } = chosen
  const saved = await importWechatAddress({ userName, telNumber, provinceName, cityName, countyName, detailInfo, postalCode, nationalCode })
  void showToast(t('account.address.imported'))
  return saved
}
