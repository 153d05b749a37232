// 上课信息 of an order: the class (name, dates, timetable, city), or 考试信息: the exam session (time, venue).
import { Text, View } from '@tarojs/components'
import { Cell, CellGroup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { OrderSchedule as Schedule } from '@contract/commerce/schemas'
import { t } from '@/shared/i18n'
import './order-schedule.scss'

const dates = (s: Schedule) => (s.startDate === s.endDate ? s.startDate : `${s.startDate} ~ ${s.endDate}`)

function OrderScheduleImpl({ schedule }: { schedule: Schedule }) {
  const exam = schedule.kind === 'exam'
  const when = exam ? schedule.time : dates(schedule)
  return (
    <View data-testid='order-schedule'>
      <CellGroup title={t(exam ? 'order.detail.examInfo' : 'order.detail.classInfo')}>
        {schedule.name && <Cell title={t('order.detail.className')} extra={schedule.name} />}
        <Cell title={t(exam ? 'order.detail.examTime' : 'order.detail.classDates')} extra={
          <View className='order-schedule__when'>
            <Text className='order-schedule__nowrap'>{when}</Text>
            {schedule.kind === 'class' && schedule.time && <Text className='order-schedule__time'>{schedule.time}</Text>}
          </View>} />
        <Cell title={t(exam ? 'order.detail.examVenue' : 'order.detail.venue')} extra={schedule.venue ? `${schedule.city} · ${schedule.venue}` : schedule.city} />
      </CellGroup>
    </View>
  )
}

export const OrderSchedule = observer(OrderScheduleImpl)
