// 最新公告: the notices newest first, each with its date and, for a signed-in learner, a red dot while unread.
// A tap opens the notice on the same page (?id=), so a notice can be linked to.
import { Text, View } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import { observer } from 'mobx-react'
import type { NoticeSummary } from '@contract/content/home-shapes'
import { t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { dateText } from '@/shared/time'
import { PagedListView } from '@/shared/ui/paged-list-view'
import type { PagedList } from '@/shared/use-paged-list'
import { unreadNotices } from '../unread-notices'
import './notice-list.scss'

const NoticeRow = observer(function NoticeRow({ notice }: { notice: NoticeSummary }) {
  const unread = unreadNotices.isUnread(notice.id)
  return (
    <View className='notice-row' data-testid='notice-row' role='link' onClick={() => openPage('pages/entry/msg', { id: notice.id })}>
      <View className='notice-row__body'>
        <View className='notice-row__head'>
          {unread && <View className='notice-row__dot' data-testid='notice-unread' aria-label={t('home.notices.unread')} />}
          <Text className={`notice-row__title ${unread ? 'is-unread' : ''}`}>{notice.title}</Text>
        </View>
        <Text className='notice-row__date'>{dateText(notice.publishedAt)}</Text>
      </View>
      <ArrowRight size={12} color='#707070' />
    </View>
  )
})

export const NoticeList = observer(function NoticeList({ list }: { list: PagedList<NoticeSummary> }) {
  return (
    <PagedListView list={list} emptyTitle={t('home.notices.empty')} emptyDescription={t('home.notices.emptyDesc')}>
      {(items) => <View className='notice-list'>{items.map((notice) => <NoticeRow key={notice.id} notice={notice} />)}</View>}
    </PagedListView>
  )
})
