// A number with big − and + buttons (one thumb, no keyboard needed between sets) and the value typed directly.
import { Input, Text, View } from '@tarojs/components'
import { numericInputProps } from '@/shared/platform/numeric-input'
import { t } from '@/shared/i18n'
import './training.scss'

export interface StepperProps {
  label: string
  value: number | null
  step: number
  min?: number
  max?: number
  onChange: (value: number | null) => void
  testId?: string
}

const round = (value: number) => Math.round(value * 100) / 100

export function Stepper({ label, value, step, min = 0, max = 100000, onChange, testId }: StepperProps) {
  const bump = (delta: number) => onChange(Math.min(max, Math.max(min, round((value ?? 0) + delta))))
  const onInput = (text: string) => {
    const parsed = Number(text)
    onChange(text.trim() === '' || !Number.isFinite(parsed) ? null : Math.min(max, Math.max(min, parsed)))
  }
  return (
    <View className='tr-stepper-wrap' data-testid={testId}>
      <Text className='tr-stepper__label'>{label}</Text>
      <View className='tr-stepper'>
        <View className='tr-stepper__btn' role='button' aria-label={t('training.training.decrease', { field: label })} onClick={() => bump(-step)}>−</View>
        <Input className='tr-stepper__value' {...numericInputProps(step % 1 === 0 ? 'whole' : 'decimal')} value={value === null ? '' : String(value)}
          aria-label={label} placeholder='0' onInput={(e) => onInput(e.detail.value)} data-testid={testId ? `${testId}-input` : undefined} />
        <View className='tr-stepper__btn' role='button' aria-label={t('training.training.increase', { field: label })} onClick={() => bump(step)}>+</View>
      </View>
    </View>
  )
}
