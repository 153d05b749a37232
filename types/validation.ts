// Validation rules shared by app and server (product rules §5). Pure constants and functions: safe for the app bundle.

/** product rules §5: a value starting with '+' passes; otherwise 11 digits, 1 then 3-9. */
export const PHONE_RE = /^(\+\d[\d\s-]{5,19}|1[3-9]\d{9})$/
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const SMS_CODE_RE = /^\d{6}$/
/** At least 8 characters with a letter and a digit: long enough to resist guessing, short enough to type. */
export const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,32}$/
export const DATE_RE = /^\d{4}-\d{2}-\d{2}$/

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CARD_CHECK = '10X98765432'

/** Mainland resident ID: 18 characters, the last the ISO 7064 check character of the first 17. */
export function isResidentId(value: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return false
  const sum = ID_CARD_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(value[i]), 0)
  return ID_CARD_CHECK[sum % 11] === value[17].toUpperCase()
}

/** Largest id a PostgreSQL serial column holds: a bigger one is a user's mistake, never a query. */
export const MAX_SERIAL = 2_147_483_647
