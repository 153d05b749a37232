// Choosing a class (city, dates, schedule, seats) or an exam session (time, city, venue) on the goods page.
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ExamSession, GoodsClass } from '@contract/catalog/schemas'
import { t } from '@/shared/i18n'
import { Pill } from '@/shared/ui/pill'
import { dateTimeText } from '@/shared/time'
import './session-picker.scss'

export const classSelectable = (c: GoodsClass) => (c.status === 'upcoming' || c.status === 'ongoing') && c.seatsLeft > 0
export const sessionSelectable = (s: ExamSession) => s.status === 'open' && s.seatsLeft > 0

interface Props<T> {
  items: T[]
  selectedId?: number
  onSelect: (id: number) => void
}

export const ClassPicker = observer(({ items, selectedId, onSelect }: Props<GoodsClass>) => (
  <View className='session-picker' data-testid='class-picker'>
    {items.map((c) => {
      const ok = classSelectable(c)
      return (
        <View key={c.id} className={`session-picker__item ${c.id === selectedId ? 'is-selected' : ''} ${ok ? '' : 'is-disabled'}`}
          onClick={() => ok && onSelect(c.id)}>
          <View className='session-picker__row'>
            <Text className='session-picker__name'>{c.name}</Text>
            <Pill tone={ok ? 'green' : 'grey'}>{t(`goods.classStatus.${c.status}`)}</Pill>
          </View>
          <Text className='session-picker__line'>
            {c.city} · <Text className='session-picker__dates'>{c.startDate} ~ {c.endDate}</Text> · {t('goods.detail.days', { n: c.days })}
          </Text>
          <Text className='session-picker__line'>{c.schedule}</Text>
          {/* Seats and transfers matter only while one can still join: an ended, full or stopped class has its status. */}
          {ok && (
            <Text className='session-picker__line' data-testid='class-seats'>
              {t('goods.detail.seatsLeft', { n: c.seatsLeft })} · {t('goods.detail.transfers', { n: c.transfersAllowed })}
            </Text>
          )}
        </View>
      )
    })}
  </View>
))

export const ExamSessionPicker = observer(({ items, selectedId, onSelect }: Props<ExamSession>) => (
  <View className='session-picker' data-testid='exam-session-picker'>
    {items.map((s) => {
      const ok = sessionSelectable(s)
      return (
        <View key={s.id} className={`session-picker__item ${s.id === selectedId ? 'is-selected' : ''} ${ok ? '' : 'is-disabled'}`}
          onClick={() => ok && onSelect(s.id)}>
          <View className='session-picker__row'>
            <Text className='session-picker__name'>{dateTimeText(s.startsAt)} · {s.city}</Text>
            <Pill tone={ok ? 'green' : 'grey'}>{t(`goods.sessionStatus.${s.status}`)}</Pill>
          </View>
          <Text className='session-picker__line'>{s.venueName}</Text>
          <Text className='session-picker__line'>{s.venueAddress}</Text>
        </View>
      )
    })}
  </View>
))
