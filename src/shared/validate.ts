// Input validators of product rules §5. `is*` are pure; `check*` also tell the user what is wrong with a toast.
import { t } from '@/shared/i18n'
import { showToast } from '@/shared/toast'

/** Mainland mobile number: 11 digits, 1 then 3-9. */
const CN_MOBILE = /^1[3-9]\d{9}$/
/** text@text.text: deliberately loose, the server has the last word and real addresses vary widely. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Product rules §5: a value starting with '+' passes (international numbers are not checked further),
 * anything else must be a mainland mobile number.
 */
export function isPhone(value: string | null | undefined): boolean {
  const text = value ?? ''
  return text.startsWith('+') || CN_MOBILE.test(text)
}

export function isEmail(value: string | null | undefined): boolean {
  return EMAIL.test(value ?? '')
}

function invalid(field: string): false {
  void showToast(t('common.validate.invalid', { field }))
  return false
}

/** Validates a phone number; on failure toasts '{field}输入有误' (field defaults to 手机号) and returns false. */
export function checkPhone(value: string | null | undefined, field?: string): boolean {
  return isPhone(value) || invalid(field ?? t('common.validate.phone'))
}

/** Validates an email; on failure toasts '{field}输入有误' (field defaults to 邮箱) and returns false. */
export function checkEmail(value: string | null | undefined, field?: string): boolean {
  return isEmail(value) || invalid(field ?? t('common.validate.email'))
}
