// One labelled text field of a calculator form, with its problem shown beneath it.
import { Input } from '@nutui/nutui-react-taro'
import { numericInputProps } from '@/shared/platform/numeric-input'
import { FieldRow } from '@/shared/ui/field-row'

interface Props {
  field: string
  label: string
  value: string
  error?: string
  onChange: (value: string) => void
  /** digit: amounts and percents (a decimal point); number: whole counts; text: names. */
  type?: 'digit' | 'number' | 'text'
  placeholder?: string
  maxLength?: number
}

export function DraftInput({ field, label, value, error, onChange, type = 'digit', placeholder, maxLength = 15 }: Props) {
  // Number fields get the phone's number keyboard and keep what was typed; the draft's check refuses the rest.
  const keyboard = type === 'text' ? { type: 'text' as const } : numericInputProps(type === 'digit' ? 'decimal' : 'whole')
  return (
    <FieldRow field={field} label={label} error={error}>
      <Input name={field} {...keyboard} value={value} maxLength={maxLength} onChange={onChange} placeholder={placeholder ?? '0'} />
    </FieldRow>
  )
}
