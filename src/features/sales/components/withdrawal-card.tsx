// One withdrawal request: amount, status and when; opens its details.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Withdrawal } from '@contract/sales/shapes'
import { t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { openPage } from '@/shared/navigation'
import { dateTimeText } from '@/shared/time'
import './sales-card.scss'

function WithdrawalCardImpl({ item }: { item: Withdrawal }) {
  return (
    <View className='sales-card' data-testid='withdrawal' data-status={item.status}
      onClick={() => openPage('pages/private/withdraw/detail', { id: item.id })}>
      <View className='sales-card__head'>
        <Text className='sales-card__title'>{price(item.amountFen)}</Text>
        <Text className={`sales-card__state sales-card__state--${item.status}`}>{t(`sales.withdraw.status.${item.status}`)}</Text>
      </View>
      <View className='sales-card__line'>
        <Text className='sales-card__part'>{dateTimeText(item.createdAt)}</Text>
      </View>
    </View>
  )
}

export const WithdrawalCard = observer(WithdrawalCardImpl)
