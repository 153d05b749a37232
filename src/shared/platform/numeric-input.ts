// The keyboard of a number field. The mini-program's own keyboards are input types: 'digit' (digits and a point)
// and 'number' (digits only). On H5, NutUI's Input turns 'digit' into a plain text field (the full keyboard) and
// 'number' into 'tel', and for both it rewrites what is typed ('2.5' in a 'number' field becomes '25'). So H5 fields
// stay 'text', untouched, and ask the phone for the keyboard with inputmode; the form's own check refuses what does
// not fit, with its message, instead of the field silently changing it.

/** decimal: money and percents (a point allowed); whole: counts. */
export type NumericKind = 'decimal' | 'whole'

interface NumericInputProps {
  type: 'text' | 'digit' | 'number'
  /** H5 only: Taro's Input is the native <input>, which takes it as is. */
  inputMode?: 'decimal' | 'numeric'
}

export function numericInputProps(kind: NumericKind): NumericInputProps {
  if (process.env.TARO_ENV === 'h5') return { type: 'text', inputMode: kind === 'decimal' ? 'decimal' : 'numeric' }
  return { type: kind === 'decimal' ? 'digit' : 'number' }
}
