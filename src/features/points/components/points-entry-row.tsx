// One ledger row: what it stands for (its kind, in the reader's language), the operator's note of a manual
// adjustment, the order it came from, when, and the signed change in colour. The notes the system writes itself
// (订单抵扣, 订单关闭…) are for the back office: their kind and order number already say it in every language.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { PointsEntry } from '@contract/catalog/schemas'
import { t } from '@/shared/i18n'
import { pointsChangeText, pointsChangeTone, pointsEntryLabel, pointsTimeText } from '../points-format'
import './points-entry-row.scss'

function PointsEntryRowImpl({ entry }: { entry: PointsEntry }) {
  return (
    <View className='points-entry' data-testid='points-entry' data-reason={entry.reason} data-kind={entry.kind}>
      <View className='points-entry__main'>
        <Text className='points-entry__reason'>{pointsEntryLabel(entry)}</Text>
        {entry.kind === 'adjusted' && entry.note && <Text className='points-entry__line'>{entry.note}</Text>}
        {entry.orderNo && <Text className='points-entry__line'>{t('points.orderNo', { no: entry.orderNo })}</Text>}
        <Text className='points-entry__time'>{pointsTimeText(entry.createdAt)}</Text>
      </View>
      <Text className={`points-entry__change points-entry__change--${pointsChangeTone(entry.change)}`} data-testid='points-change'>
        {pointsChangeText(entry.change)}
      </Text>
    </View>
  )
}

export const PointsEntryRow = observer(PointsEntryRowImpl)
