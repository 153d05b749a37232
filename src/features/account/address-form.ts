// The address form's state and its client-side checks (the server checks again, strictly).
import type { Address, AddressInput } from '@contract/identity/schemas'
import { t } from '@/shared/i18n'
import { isPhone } from '@/shared/validate'

export interface AddressDraft extends AddressInput {
  regionNames: string[]
}

export const EMPTY_DRAFT: AddressDraft = { recipient: '', phone: '', regionCode: '', regionNames: [], detail: '', isDefault: false }

export function draftFrom(address: Address): AddressDraft {
  const { recipient, phone, regionCode, detail, isDefault, province, city, district } = address
  return { recipient, phone, regionCode, detail, isDefault, regionNames: [province, city, district].filter(Boolean) }
}

export type AddressField = 'recipient' | 'phone' | 'regionCode' | 'detail'

/**
 * Every problem of the draft at once, by field, for a form that shows each beside its field ({} when it can be
 * saved). The same rules as checkDraft and the server's addressSchema.
 */
export function draftErrors(draft: AddressDraft): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {}
  if (!draft.recipient.trim()) errors.recipient = t('mine.address.recipientRequired')
  if (!isPhone(draft.phone.trim())) errors.phone = t('mine.address.phoneInvalid')
  if (!draft.regionCode) errors.regionCode = t('mine.address.regionRequired')
  if (draft.detail.trim().length < 2) errors.detail = t('mine.address.detailRequired')
  return errors
}

/** The draft as the server takes it (trimmed); call after draftErrors found nothing. */
export function inputFrom(draft: AddressDraft): AddressInput {
  return { recipient: draft.recipient.trim(), phone: draft.phone.trim(), regionCode: draft.regionCode, detail: draft.detail.trim(), isDefault: draft.isDefault }
}
