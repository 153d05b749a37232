// Address actions shared by the list and the edit page: confirm-then-delete, and import from WeChat.
import type { Address } from '@contract/identity/schemas'
import { confirmAction } from '@/shared/confirm'
import { t } from '@/shared/i18n'
import { chooseWechatAddress } from '@/shared/platform/wechat-address'
import { HAND_OFF, handOff } from '@/shared/hand-off'
import { showToast } from '@/shared/toast'
import { deleteAddress, importWechatAddress } from './api'

/** Hands the chosen address to the page that asked for one (?select=1); it takes it when shown again. */
export function pickAddress(address: Address): void {
  handOff.put(HAND_OFF.selectedAddress, address)
}

export async function confirmAndDelete(address: Address): Promise<boolean> {
  if (!(await confirmAction({ content: t('mine.address.deleteConfirm'), confirmText: t('mine.address.delete') }))) return false
  await deleteAddress(address.id)
  void showToast(t('mine.address.deleted'))
  return true
}

export async function importFromWechat(): Promise<Address | null> {
  const chosen = await chooseWechatAddress()
  if (!chosen) return null
  const { userName, telNumber, provinceName, cityName, countyName, detailInfo, postalCode, nationalCode } = chosen
  const saved = await importWechatAddress({ userName, telNumber, provinceName, cityName, countyName, detailInfo, postalCode, nationalCode })
  void showToast(t('mine.address.imported'))
  return saved
}
