// One plan in a list: name, where it came from, weeks and days, and who assigned it.
import { Text, View } from '@tarojs/components'
import type { PlanSummary } from '@contract/training/shapes'
import { t } from '@/shared/i18n'
import { Pill } from '@/shared/ui/pill'
import './training.scss'

export function PlanCard({ plan, onOpen }: { plan: PlanSummary; onOpen: () => void }) {
  return (
    <View className='tr-card' role='button' onClick={onOpen} data-testid='plan-card' data-plan-id={plan.id}>
      <Text className='tr-card__title'>{plan.name}</Text>
      {plan.note && <Text className='tr-muted'>{plan.note}</Text>}
      <View className='tr-move__tags'>
        <Pill>{t(`training.sources.${plan.source}`)}</Pill>
        <Pill tone='grey'>{t('training.common.weeks', { n: plan.weeks })}</Pill>
        <Pill tone='grey'>{t('training.common.perWeek', { n: plan.daysPerWeek })}</Pill>
        {plan.isTemplate && <Pill tone='grey'>{t('training.plan.templates')}</Pill>}
        {plan.assignedBy && <Pill tone='grey'>{plan.assignedBy.nickname}</Pill>}
      </View>
    </View>
  )
}
