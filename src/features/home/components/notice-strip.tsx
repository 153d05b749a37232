// The notice strip under the banners: 公告, the latest notices' titles turning one by one, a red dot when the
// signed-in learner has unread ones, and 最新公告 one tap away (a title opens that notice).
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { ArrowRight, Notice } from '@nutui/icons-react-taro'
import { observer } from 'mobx-react'
import type { NoticeSummary } from '@contract/content/home-shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { unreadNotices } from '../unread-notices'
import './notice-strip.scss'

/** How long each title stays: a short title read at ease. */
const TURN_MS = 3500

function useTurning(count: number): number {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    setIndex(0)
    if (count < 2) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), TURN_MS)
    return () => clearInterval(timer)
  }, [count])
  return index
}

export const NoticeStrip = observer(function NoticeStrip({ notices }: { notices: NoticeSummary[] }) {
  const index = useTurning(notices.length)
  const current = notices[index] ?? notices[0]
  return (
    <View className='notice-strip' data-testid='notice-strip'>
      <View className='notice-strip__label'>
        <Notice size={16} color='#0DBC3B' />
        <Text className='notice-strip__word'>{t('home.notices.label')}</Text>
        {unreadNotices.hasUnread && <View className='notice-strip__dot' data-testid='notice-strip-dot' aria-label={t('home.notices.unread')} />}
      </View>
      <View className='notice-strip__title' role='link' onClick={() => openPage('pages/entry/msg', { id: current.id })}>
        <Text className='notice-strip__text' key={current.id}>{current.title}</Text>
      </View>
      <View className='notice-strip__more' role='link' aria-label={t('shell.titles.msg')} onClick={() => openPage('pages/entry/msg')}>
        <ArrowRight size={12} color='#707070' />
      </View>
    </View>
  )
})
