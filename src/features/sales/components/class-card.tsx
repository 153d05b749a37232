// One class's enrolment: course and class, city and dates, seats left, and its order counts; opens the day view.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { SalesClass } from '@contract/sales/shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { Counts } from './counts'
import './sales-card.scss'

function SalesClassCardImpl({ item, link = true }: { item: SalesClass; link?: boolean }) {
  const open = link ? () => openPage('pages/private/sale/classInfo', { id: item.id }) : undefined
  return (
    <View className='sales-card' data-testid='sales-class' data-class-id={item.id} onClick={open}>
      <View className='sales-card__head'>
        <Text className='sales-card__title'>{item.goodsTitle}</Text>
      </View>
      <View className='sales-card__line'>
        <Text className='sales-card__part'>{item.name}</Text>
        <Text className='sales-card__part'>{item.city}</Text>
        <Text className='sales-card__part'>{`${item.startDate} ~ ${item.endDate.slice(5)}`}</Text>
        <Text className='sales-card__part'>{t('sales.classes.seats', { left: item.seatsLeft, capacity: item.capacity })}</Text>
      </View>
      <Counts counts={item} />
    </View>
  )
}

export const SalesClassCard = observer(SalesClassCardImpl)
