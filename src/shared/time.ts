// How the app writes the server's times. The API sends ISO instants in UTC; people read them on Beijing time, where
// the classes and exams take place, whatever zone the phone or browser is set to (types/china-time.ts), and never
// as the UTC digits cut out of the string.
import { chinaClock, chinaDate, chinaDateTime } from '@contract/china-time'

function format(iso: string | null | undefined, write: (at: Date) => string): string {
  if (!iso) return '—'
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? iso : write(at)
}

/** 2026-11-22 09:35 */
export const dateTimeText = (iso: string | null | undefined) => format(iso, chinaDateTime)
/** 2026-11-22 */
export const dateText = (iso: string | null | undefined) => format(iso, chinaDate)
/** 09:35 */
export const clockText = (iso: string | null | undefined) => format(iso, chinaClock)
