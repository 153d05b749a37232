// The fields of one set for the move's unit (weight: kg and reps; reps; time; distance) plus RIR, as big
// steppers, and the button that logs it. Local state only: nothing leaves this component until 完成这组.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { LoadUnit } from '@contract/training/constants'
import { t } from '@/shared/i18n'
import { Stepper } from './stepper'
import type { SetValues } from '../workout-model'
import './training.scss'

export interface SetEditorProps {
  unit: LoadUnit
  initial: SetValues
  onLog: (values: SetValues) => void
  big?: boolean
}

export function SetEditor({ unit, initial, onLog, big }: SetEditorProps) {
  const [values, setValues] = useState<SetValues>(initial)
  const set = (patch: Partial<SetValues>) => setValues((v) => ({ ...v, ...patch }))
  return (
    <View className={`tr-editor ${big ? 'tr-editor--big' : ''}`} data-testid='set-editor'>
      <View className='tr-row tr-editor__fields'>
        {unit === 'weight' && <Stepper label={t('training.training.weight')} value={values.loadKg} step={2.5} max={1000}
          onChange={(loadKg) => set({ loadKg })} testId='field-load' />}
        {(unit === 'weight' || unit === 'reps') && <Stepper label={t('training.training.reps')} value={values.reps} step={1} max={1000}
          onChange={(reps) => set({ reps })} testId='field-reps' />}
        {unit === 'time' && <Stepper label={t('training.training.seconds')} value={values.durationSec} step={5} max={36000}
          onChange={(durationSec) => set({ durationSec })} testId='field-seconds' />}
        {unit === 'distance' && <Stepper label={t('training.training.distance')} value={values.distanceM} step={50} max={1000000}
          onChange={(distanceM) => set({ distanceM })} testId='field-distance' />}
      </View>
      <View className='tr-row tr-editor__effort'>
        <Stepper label={`${t('training.training.rir')} · ${t('training.training.rirHint')}`} value={values.rir} step={1} max={10}
          onChange={(rir) => set({ rir })} testId='field-rir' />
        <View className='tr-spacer' />
        <Button type='primary' size={big ? 'xlarge' : 'large'} className='tr-editor__log' onClick={() => onLog(values)} data-testid='log-set'>
          <Text>{t('training.training.log')}</Text>
        </Button>
      </View>
    </View>
  )
}
