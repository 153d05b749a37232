// A grid of money figures (label over amount); negative amounts in the warning colour.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { price } from '@/shared/money'
import './settlement.scss'

export interface MoneyCell {
  label: string
  fen: number
  testId?: string
}

function MoneyGridImpl({ cells }: { cells: MoneyCell[] }) {
  return (
    <View className='settle-money'>
      {cells.map((cell) => (
        <View key={cell.label} className='settle-money__cell'>
          <Text className='settle-money__label'>{cell.label}</Text>
          <Text className={`settle-money__value${cell.fen < 0 ? ' settle-money__value--minus' : ''}`} data-testid={cell.testId}>{price(cell.fen)}</Text>
        </View>
      ))}
    </View>
  )
}

export const MoneyGrid = observer(MoneyGridImpl)
