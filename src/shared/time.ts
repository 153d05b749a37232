// How the app writes the server's times. The API sends ISO instants in UTC; people read them in their phone's
// time zone (Beijing for nearly everyone here), never as the UTC digits cut out of the string.
import dayjs from 'dayjs'

function format(iso: string | null | undefined, pattern: string): string {
  if (!iso) return '—'
  const time = dayjs(iso)
  return time.isValid() ? time.format(pattern) : iso
}

/** 2026-11-22 09:35 */
export const dateTimeText = (iso: string | null | undefined) => format(iso, 'YYYY-MM-DD HH:mm')
/** 2026-11-22 */
export const dateText = (iso: string | null | undefined) => format(iso, 'YYYY-MM-DD')
/** 09:35 */
export const clockText = (iso: string | null | undefined) => format(iso, 'HH:mm')
