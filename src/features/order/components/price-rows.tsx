import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t, type PlainKey } from '@/shared/i18n'
import { minusPrice, price } from '@/shared/money'
import './price-rows.scss'

export interface PriceRow {
  key: string
  /** Locale key of the label. */
  label: PlainKey
  fen: number
  /** Shown as a deduction (-¥x). */
  minus?: boolean
}

/** Label / amount rows of a price breakdown; deductions of 0 are left out. */
function PriceRowsImpl({ rows, total }: { rows: PriceRow[]; total?: { label: PlainKey; fen: number } }) {
  return (
    <View className='price-rows'>
      {rows.filter((r) => !r.minus || r.fen > 0).map((row) => (
        <View key={row.key} className='price-rows__row' data-testid={`price-${row.key}`}>
          <Text>{t(row.label)}</Text>
          <Text className={row.minus ? 'price-rows__minus' : ''}>{row.minus ? minusPrice(row.fen) : price(row.fen)}</Text>
        </View>
      ))}
      {total && (
        <View className='price-rows__row price-rows__total' data-testid='price-total'>
          <Text>{t(total.label)}</Text>
          <Text className='price-rows__pay'>{price(total.fen)}</Text>
        </View>
      )}
    </View>
  )
}

export const PriceRows = observer(PriceRowsImpl)
