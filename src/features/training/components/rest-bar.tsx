// The rest timer under the thumb. It re-reads the clock every quarter second while shown; the time left is always
// computed from when the rest began (rest-timer.ts), so minutes spent in another app or with the screen locked
// count, and the first frame after coming back is already right.
import { useEffect, useRef, useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { formatClock } from '../rest-timer'
import type { WorkoutStore } from '../stores/workout-store'
import './training.scss'

function RestBarImpl({ store }: { store: WorkoutStore }) {
  const [now, setNow] = useState(Date.now())
  const buzzed = useRef(false)
  useDidShow(() => setNow(Date.now()))
  useEffect(() => {
    if (!store.rest) return undefined
    buzzed.current = false
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [store.rest])
  const left = store.restRemaining(now)
  useEffect(() => {
    if (store.rest && left === 0 && !buzzed.current) {
      buzzed.current = true
      Taro.vibrateLong?.({}).catch?.(() => undefined)
    }
  }, [left, store.rest])
  if (!store.rest) return null
  return (
    <View className='tr-rest' role='timer' aria-live='polite' data-testid='rest-bar' data-left-ms={left}>
      <View className='tr-spacer'>
        <Text className='tr-muted' style={{ color: '#d8dde3' }}>{left === 0 ? t('training.training.restOver') : t('training.training.rest')}</Text>
        <Text className='tr-rest__time' data-testid='rest-time'>{formatClock(left)}</Text>
      </View>
      <View className='tr-rest__btn' role='button' onClick={() => store.adjustRest(-30000)}>{t('training.training.minus30')}</View>
      <View className='tr-rest__btn' role='button' onClick={() => store.adjustRest(30000)}>{t('training.training.plus30')}</View>
      <View className='tr-rest__btn' role='button' onClick={() => store.skipRest()} data-testid='rest-skip'>{t('training.training.skipRest')}</View>
    </View>
  )
}

export const RestBar = observer(RestBarImpl)
