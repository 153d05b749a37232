// A homework state as a small label: green when approved, red when rejected, grey otherwise.
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { HomeworkState } from '@contract/classroom/homework-shapes'
import { t } from '@/shared/i18n'
import '../coursework.scss'

function StatePillImpl({ state }: { state: HomeworkState }) {
  return <Text className={`cw-state cw-state--${state}`} data-testid='homework-state' data-state={state}>{t(`coursework.homework.states.${state}`)}</Text>
}

export const StatePill = observer(StatePillImpl)
