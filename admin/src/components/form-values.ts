// Form.Item adapters: the form holds what the server takes (fen, 'YYYY-MM-DD', ISO times) under the server's field
// names, so the server's field errors land beside the right input, while the inputs show yuan and date pickers.
import dayjs, { type Dayjs } from 'dayjs'

/**
 * Yuan as typed, in fen. Only the float noise of the multiplication is rounded away (19.9 → 1990); a third decimal
 * stays (12.345 → 1234.5), so the server refuses it beside the field instead of the console saving ¥12.35.
 */
export function yuanToFen(yuan: number): number {
  const fen = yuan * 100
  const whole = Math.round(fen)
  return Math.abs(fen - whole) < 1e-6 ? whole : fen
}

/** An InputNumber in yuan over a field in integer fen; what is typed is sent, never clamped or rounded. */
export const yuanOverFen = {
  getValueProps: (fen: number | null | undefined) => ({ value: typeof fen === 'number' ? fen / 100 : fen }),
  normalize: (yuan: number | null | undefined) => (typeof yuan === 'number' ? yuanToFen(yuan) : yuan)
}

/** A DatePicker over a China date field 'YYYY-MM-DD'. */
export const pickerOverDate = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : undefined)
}

/** A DatePicker with time over an ISO time field. */
export const pickerOverIso = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.second(0).millisecond(0).toISOString() : undefined)
}
