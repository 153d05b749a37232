// Reading the calculator forms' text fields: amounts typed in yuan become integer fen, counts whole numbers,
// percents numbers with at most one decimal (the server's rules, types/tools/schemas.ts). A blank optional field counts
// as 0, so a form only asks for what the maths cannot do without. Each check answers the message to show, or
// undefined when the text is fine.
import { CALCULATOR_LIMITS as L } from '@contract/tools/calculators'
import { t } from '@/shared/i18n'

const AMOUNT_RE = /^\d+(\.\d{1,2})?$/
const COUNT_RE = /^\d+$/
const PCT_RE = /^\d+(\.\d)?$/

/** Yuan text → fen; blank → 0. Only meaningful when amountError is undefined. */
export const fenOf = (raw: string): number => (raw.trim() === '' ? 0 : Math.round(Number(raw.trim()) * 100))
export const countOf = (raw: string): number => (raw.trim() === '' ? 0 : Number(raw.trim()))
export const pctOf = countOf

/** Fen → the text to type over: 299900 → '2999', 1990 → '19.9', 0 → ''. */
export const amountText = (fen: number): string => (fen === 0 ? '' : String(fen / 100))
export const numberText = (value: number): string => (value === 0 ? '' : String(value))

export function amountError(raw: string, maxFen: number = L.amountFenMax, required = false): string | undefined {
  const text = raw.trim()
  if (text === '') return required ? t('calculators.form.amountInvalid') : undefined
  if (!AMOUNT_RE.test(text)) return t('calculators.form.amountInvalid')
  return fenOf(text) > maxFen ? t('calculators.form.amountTooLarge', { max: maxFen / 100 }) : undefined
}

export function countError(raw: string, max: number): string | undefined {
  const text = raw.trim()
  if (text === '') return undefined
  return COUNT_RE.test(text) && Number(text) <= max ? undefined : t('calculators.form.countInvalid', { max })
}

export function pctError(raw: string): string | undefined {
  const text = raw.trim()
  if (text === '') return undefined
  return PCT_RE.test(text) && Number(text) <= L.pctMax ? undefined : t('calculators.form.pctInvalid')
}

export function nameError(raw: string): string | undefined {
  const text = raw.trim()
  if (text === '') return t('calculators.form.nameRequired')
  return text.length > L.nameMax ? t('calculators.form.nameTooLong', { max: L.nameMax }) : undefined
}

export function lineNameError(raw: string): string | undefined {
  const text = raw.trim()
  if (text === '') return t('calculators.form.lineNameRequired')
  return text.length > L.lineNameMax ? t('calculators.form.nameTooLong', { max: L.lineNameMax }) : undefined
}

/** Field path → message, without the fields that are fine. */
export type DraftErrors = Record<string, string>

export function collect(entries: Array<[string, string | undefined]>): DraftErrors {
  const errors: DraftErrors = {}
  for (const [field, message] of entries) if (message) errors[field] = message
  return errors
}

/** The list with one item patched: how a form changes one row of a repeated group (tiers, packages, lines). */
export function replaceAt<T>(items: T[], index: number, patch: Partial<T>): T[] {
  return items.map((item, i) => (i === index ? { ...item, ...patch } : item))
}
