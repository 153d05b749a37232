// One joined class: the course, the class with its dates, timetable and city, where it stands, and the way to the
// order (dates, venue, refund) and to the course page.
import { Image, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { MyClass } from '@contract/learning/shapes'
import { assetUrl } from '@/shared/assets'
import { imageAlt } from '@/shared/ui/aria'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { classDatesText, classTimingText } from '../class-timing'
import './class-card.scss'

function ClassCardImpl({ item }: { item: MyClass }) {
  // A seat gifted by staff has no order to open (class-learner links the card to classInfo).
  const openOrder = () => { if (item.orderId !== null) openPage('pages/order/detailOrder', { id: item.orderId }) }
  return (
    <View className={`class-card class-card--${item.state}`} data-testid='class-card' data-state={item.state}
      data-order-id={item.orderId ?? undefined} onClick={openOrder}>
      <View className='class-card__main'>
        <Image className='class-card__cover' src={assetUrl(item.goods.cover)} mode='aspectFill' lazyLoad {...imageAlt('')} />
        <View className='class-card__body'>
          <View className='class-card__head'>
            <Text className='class-card__title'>{item.goods.title}</Text>
            <Text className={`class-card__state class-card__state--${item.refunding ? 'refunding' : item.state}`}>
              {item.refunding ? t('learning.classes.refunding') : t(`learning.classes.states.${item.state}`)}
            </Text>
          </View>
          <View className='class-card__line'>
            <Text className='class-card__part'>{item.name}</Text>
            <Text className='class-card__part'>{item.city}</Text>
          </View>
          <View className='class-card__line'>
            <Text className='class-card__part' data-testid='class-dates'>{classDatesText(item)}</Text>
            <Text className='class-card__part'>{t('learning.classes.days', { n: item.days })}</Text>
          </View>
          {item.schedule && <Text className='class-card__schedule'>{item.schedule}</Text>}
        </View>
      </View>
      <View className='class-card__foot'>
        <Text className='class-card__timing' data-testid='class-timing'>{classTimingText(item)}</Text>
        <View className='class-card__actions'>
          <Button size='small' fill='outline' data-testid='class-course'
            onClick={(e) => { e.stopPropagation(); openPage('pages/course/courseDetail', { id: item.goods.id }) }}>
            {t('learning.classes.course')}
          </Button>
          <Button size='small' fill='outline' type='primary' data-testid='class-order'
            onClick={(e) => { e.stopPropagation(); openOrder() }}>
            {t('learning.classes.order')}
          </Button>
        </View>
      </View>
    </View>
  )
}

export const ClassCard = observer(ClassCardImpl)
