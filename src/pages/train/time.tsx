// 预约时间: a trainer's availability and booked sessions (open a slot, cancel one); a client's booked sessions
// with their trainer and the open slots to book.
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { Slot } from '@contract/training/shapes'
import { addChinaDays, chinaDate, fromChinaWallClock } from '@contract/china-time'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { session } from '@/shared/session'
import { dateTimeText } from '@/shared/time'
import { Empty } from '@/shared/ui/empty'
import { RemoteView } from '@/shared/ui/remote-view'
import { useAction } from '@/shared/use-action'
import { useRemote } from '@/shared/use-remote'
import { bookSlot, cancelBooking, cancelSlot, createSlot, getCoach, listSlots } from '@/features/training/api'
import { Stepper } from '@/features/training/components/stepper'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

function SlotRow({ slot, action }: { slot: Slot; action?: { text: string; run: () => Promise<void> } }) {
  const act = useAction(async () => { await action?.run() })
  return (
    <View className='tr-kv' data-testid='slot' data-status={slot.status}>
      <View className='tr-spacer'>
        <Text>{dateTimeText(slot.startsAt)}</Text>
        <Text className='tr-muted' style={{ display: 'block' }}>
          {slot.client ? t('training.time.bookedBy', { name: slot.client.nickname }) : t(`training.time.${slot.status}`)}{slot.note ? ` · ${slot.note}` : ''}</Text>
      </View>
      {action && <Button size='small' loading={act.busy} onClick={() => void act.run()}>{action.text}</Button>}
    </View>
  )
}

const TrainerSlots = observer(function TrainerSlots() {
  const slots = useRemote(listSlots, [])
  const [dayOffset, setDayOffset] = useState<number | null>(1)
  const [hour, setHour] = useState<number | null>(10)
  const add = useAction(async () => {
    const date = addChinaDays(chinaDate(new Date()), dayOffset ?? 1)
    await createSlot({ startsAt: fromChinaWallClock(`${date} ${String(hour ?? 10).padStart(2, '0')}:00`).toISOString(), minutes: 60 })
    await slots.reload()
  })
  return (
    <View className='tr-page' data-testid='trainer-slots'>
      <View className='tr-section'>
        <Text className='tr-section__title'>{t('training.time.addSlot')}</Text>
        <View className='tr-row'>
          <Stepper label={t('training.common.day', { n: dayOffset ?? 1 })} value={dayOffset} step={1} min={0} max={30} onChange={setDayOffset} />
          <Stepper label={t('training.time.start')} value={hour} step={1} min={6} max={22} onChange={setHour} />
        </View>
        <Button type='primary' block loading={add.busy} onClick={() => void add.run()}>{t('training.time.addSlot')}</Button>
      </View>
      <RemoteView remote={slots} isEmpty={(s) => s.length === 0} emptyTitle={t('training.time.empty')}>
        {(list) => (
          <View className='tr-section'>
            {list.map((s) => <SlotRow key={s.id} slot={s} action={s.status === 'cancelled' ? undefined
              : { text: t('training.common.cancel'), run: async () => { await cancelSlot(s.id); await slots.reload() } }} />)}
          </View>
        )}
      </RemoteView>
    </View>
  )
})

const ClientSlots = observer(function ClientSlots() {
  const coach = useRemote(getCoach, [])
  return (
    <RemoteView remote={coach}>
      {(c) => !c.trainer ? <Empty title={t('training.client.noCoach')} /> : (
        <View className='tr-page' data-testid='client-slots'>
          <View className='tr-hero'><Text className='tr-hero__title'>{c.trainer.nickname}</Text></View>
          <View className='tr-section'>
            <Text className='tr-section__title'>{t('training.time.booked')}</Text>
            {c.booked.length === 0 && <Text className='tr-muted'>{t('training.time.empty')}</Text>}
            {c.booked.map((s) => <SlotRow key={s.id} slot={s} action={{ text: t('training.time.cancel'), run: async () => { await cancelBooking(s.id); await coach.reload() } }} />)}
          </View>
          <View className='tr-section'>
            <Text className='tr-section__title'>{t('training.time.open')}</Text>
            {c.open.length === 0 && <Text className='tr-muted'>{t('training.time.empty')}</Text>}
            {c.open.map((s) => <SlotRow key={s.id} slot={s} action={{ text: t('training.time.book'), run: async () => { await bookSlot(s.id); await coach.reload() } }} />)}
          </View>
        </View>
      )}
    </RemoteView>
  )
})

function TimePage() {
  usePageTitle('trainTime')
  return session.userInfo?.roles.includes('trainer') ? <TrainerSlots /> : <ClientSlots />
}

export default observer(TimePage)
