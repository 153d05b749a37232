// Form.Item adapters: the form holds what the server takes (fen, 'YYYY-MM-DD', ISO times) under the server's field
// names, so the server's field errors land beside the right input, while the inputs show yuan and date pickers.
import dayjs, { type Dayjs } from 'dayjs'

/** An InputNumber in yuan (2 decimals) over a field in integer fen. */
export const yuanOverFen = {
  getValueProps: (fen: number | null | undefined) => ({ value: typeof fen === 'number' ? fen / 100 : fen }),
  normalize: (yuan: number | null | undefined) => (typeof yuan === 'number' ? Math.round(yuan * 100) : yuan)
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
