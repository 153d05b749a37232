// A row of chips to filter by one value (a muscle, a tool, a unit); tapping the chosen one again clears it.
// Scrolls sideways so the whole filter stays one thumb-swipe high.
import { View } from '@tarojs/components'
import './training.scss'

export interface ChipFilterProps<V extends string> {
  options: readonly V[]
  value: V | undefined
  label: (value: V) => string
  allLabel: string
  onChange: (value: V | undefined) => void
  testId?: string
}

export function ChipFilter<V extends string>({ options, value, label, allLabel, onChange, testId }: ChipFilterProps<V>) {
  return (
    <View className='tr-chips' role='radiogroup' data-testid={testId}>
      <View className={`tr-chip ${value === undefined ? 'is-active' : ''}`} role='radio' aria-checked={value === undefined}
        onClick={() => onChange(undefined)}>{allLabel}</View>
      {options.map((option) => (
        <View key={option} className={`tr-chip ${value === option ? 'is-active' : ''}`} role='radio' aria-checked={value === option}
          data-value={option} onClick={() => onChange(value === option ? undefined : option)}>{label(option)}</View>
      ))}
    </View>
  )
}
