// The refund's progress as three steps: submitted → reviewed by finance → money returned.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Refund } from '@contract/commerce/schemas'
import { t } from '@/shared/i18n'
import { formatTime } from '../order-labels'
import { refundSteps, type RefundStep } from '../order-progress'
import './refund-timeline.scss'

const label = (step: RefundStep) => (step.state === 'failed' ? t('order.refund.timeline.rejected') : t(`order.refund.timeline.${step.key}`))

function RefundTimelineImpl({ refund }: { refund: Refund }) {
  return (
    <View className='refund-timeline' data-testid='refund-timeline'>
      {refundSteps(refund).map((step) => (
        <View key={step.key} className={`refund-timeline__step is-${step.state}`} data-testid={`refund-step-${step.key}`} data-state={step.state}>
          <View className='refund-timeline__dot' />
          <Text className='refund-timeline__label'>{label(step)}</Text>
          <Text className='refund-timeline__time'>{step.time ? formatTime(step.time) : step.state === 'current' ? t('order.refund.timeline.waiting') : ''}</Text>
        </View>
      ))}
    </View>
  )
}

export const RefundTimeline = observer(RefundTimelineImpl)
