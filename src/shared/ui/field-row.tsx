// One row of a form: label and control on one baseline, and the field's error right under the control, so every
// problem shows beside its field at once (instead of one toast at a time).
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import './field-row.scss'

interface Props {
  label: string
  error?: string
  /** Identifies the row in tests and in the server's field list ('title', 'phone'). */
  field: string
  children: ReactNode
  /** A row that opens a picker: the whole row is tappable and shows ›. */
  onClick?: () => void
}

export function FieldRow({ label, error, field, children, onClick }: Props) {
  return (
    <View className={`field-row ${error ? 'has-error' : ''}`} data-field={field} data-testid={`field-${field}`}>
      <View className='field-row__main' onClick={onClick}>
        <Text className='field-row__label'>{label}</Text>
        <View className='field-row__control'>{children}</View>
        {onClick && <Text className='field-row__arrow'>›</Text>}
      </View>
      {error && <Text className='field-row__error' data-testid='field-error'>{error}</Text>}
    </View>
  )
}
