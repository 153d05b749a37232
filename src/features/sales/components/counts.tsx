// Paid, pending, refunded and received of a class or a day, as a row of figures.
import { Text, View } from '@tarojs/components'
import type { EnrolmentCounts } from '@contract/sales/shapes'
import { t } from '@/shared/i18n'
import { price } from '@/shared/money'
import './sales-card.scss'

export function Counts({ counts }: { counts: EnrolmentCounts }) {
  const figures = [
    { key: 'paid', value: String(counts.paid) },
    { key: 'pending', value: String(counts.pending) },
    { key: 'refunded', value: String(counts.refunded) },
    { key: 'paidFen', value: price(counts.paidFen) }
  ] as const
  return (
    <View className='sales-card__figures'>
      {figures.map((f) => (
        <View key={f.key} className='sales-card__figure' data-testid={`count-${f.key}`}>
          <Text className='sales-card__value'>{f.value}</Text>
          <Text className='sales-card__label'>{t(`sales.counts.${f.key}`)}</Text>
        </View>
      ))}
    </View>
  )
}
