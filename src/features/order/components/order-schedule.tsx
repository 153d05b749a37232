// 上课信息 of an order: the class (name, dates, timetable, city) or the exam session (time, venue).
import { Text, View } from '@tarojs/components'
import { Cell, CellGroup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { OrderSchedule as Schedule } from '@contract/commerce'
import { t } from '@/shared/i18n'
import './order-schedule.scss'

const dates = (s: Schedule) => (s.startDate === s.endDate ? s.startDate : `${s.startDate} ~ ${s.endDate}`)

function OrderScheduleImpl({ schedule }: { schedule: Schedule }) {
  const when = schedule.kind === 'exam' ? schedule.time : dates(schedule)
  return (
    <View data-testid='order-schedule'>
      <CellGroup title={t('order.detail.classInfo')}>
        {schedule.name && <Cell title={t('order.detail.className')} extra={schedule.name} />}
        <Cell title={t('order.detail.classDates')} extra={
          <View className='order-schedule__when'>
            <Text className='order-schedule__nowrap'>{when}</Text>
            {schedule.kind === 'class' && schedule.time && <Text className='order-schedule__time'>{schedule.time}</Text>}
          </View>} />
        <Cell title={t('order.detail.venue')} extra={schedule.venue ? `${schedule.city} · ${schedule.venue}` : schedule.city} />
      </CellGroup>
    </View>
  )
}

export const OrderSchedule = observer(OrderScheduleImpl)
