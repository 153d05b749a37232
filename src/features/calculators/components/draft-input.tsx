// One labelled text field of a calculator form, with its problem shown beneath it.
import { Input } from '@nutui/nutui-react-taro'
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
  return (
    <FieldRow field={field} label={label} error={error}>
      <Input name={field} type={type} value={value} maxLength={maxLength} onChange={onChange} placeholder={placeholder ?? '0'} />
    </FieldRow>
  )
}
