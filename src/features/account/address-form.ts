// The address form's state and its client-side checks (the server checks again, strictly).
import type { Address, AddressInput } from '@contract/account'
import { t } from '@/shared/i18n'
import { showToast } from '@/shared/toast'
import { checkPhone } from '@/shared/validate'

export interface AddressDraft extends AddressInput {
  regionNames: string[]
}

export const EMPTY_DRAFT: AddressDraft = { recipient: '', phone: '', regionCode: '', regionNames: [], detail: '', isDefault: false }

export function draftFrom(address: Address): AddressDraft {
  const { recipient, phone, regionCode, detail, isDefault, province, city, district } = address
  return { recipient, phone, regionCode, detail, isDefault, regionNames: [province, city, district].filter(Boolean) }
}

/** Says what is missing, one field at a time, in the order the form shows them. */
export function checkDraft(draft: AddressDraft): AddressInput | null {
  const recipient = draft.recipient.trim()
  const detail = draft.detail.trim()
  if (!recipient) return void showToast(t('mine.address.recipientRequired')), null
  if (!checkPhone(draft.phone.trim())) return null
  if (!draft.regionCode) return void showToast(t('mine.address.regionRequired')), null
  if (detail.length < 2) return void showToast(t('mine.address.detailRequired')), null
  return { recipient, phone: draft.phone.trim(), regionCode: draft.regionCode, detail, isDefault: draft.isDefault }
}
