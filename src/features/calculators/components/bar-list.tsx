// A horizontal bar chart drawn with plain views (no chart library: it would weigh more than the whole subpackage
// page): one row per item, the bar's width proportional to the largest absolute value, losses in red.
import { Text, View } from '@tarojs/components'
import { barPercents } from '@contract/tools/calculators'
import { price } from '@/shared/money'
import './charts.scss'

export interface BarItem {
  label: string
  valueFen: number
  /** Extra text after the label, e.g. "× 6". */
  note?: string
}

export function BarList({ items, testId }: { items: BarItem[]; testId?: string }) {
  const widths = barPercents(items.map((item) => item.valueFen))
  return (
    <View className='bar-list' data-testid={testId}>
      {items.map((item, i) => (
        <View key={`${item.label}-${i}`} className='bar-list__row'>
          <View className='bar-list__head'>
            <Text className='bar-list__label'>{item.label}{item.note ? ` ${item.note}` : ''}</Text>
            <Text className='bar-list__value'>{price(item.valueFen)}</Text>
          </View>
          <View className='bar-list__track'>
            <View className={`bar-list__bar ${item.valueFen < 0 ? 'is-negative' : ''}`} style={{ width: `${widths[i]}%` }} />
          </View>
        </View>
      ))}
    </View>
  )
}
