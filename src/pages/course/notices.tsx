// 上课提醒: the reminders I was sent (class starts tomorrow, session moved or cancelled, leave answered, homework
// graded), newest first; one about a class opens it. The same notices went out by WeChat message or SMS.
import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ClassNotice } from '@contract/classroom/shapes'
import { classroomMessages } from '@/locales/classroom'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { dateTimeText } from '@/shared/time'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { usePagedList } from '@/shared/use-paged-list'
import { listClassNotices } from '@/features/classroom/api'
import './notices.scss'

registerMessages(classroomMessages)

function NoticeRow({ notice }: { notice: ClassNotice }) {
  const classId = notice.classId
  const open = classId ? () => openPage('pages/course/classInfo', { id: classId }) : undefined
  return (
    <View className='class-notices__item' data-testid='class-notice' data-event={notice.event} onClick={open}>
      <View className='class-notices__head'>
        <Text className='class-notices__kind'>{t(`classroom.notices.kind.${notice.event}`)}</Text>
        <Text className='class-notices__time'>{dateTimeText(notice.createdAt)}</Text>
      </View>
      <Text className='class-notices__title'>{notice.title}</Text>
      <Text className='class-notices__body'>{notice.body}</Text>
    </View>
  )
}

function NoticesPage() {
  usePageTitle('classNotices')
  const list = usePagedList((page, size) => listClassNotices({ page, size }), [])
  useReachBottom(list.loadMore)
  return (
    <View className='class-notices' data-testid='page-class-notices'>
      <PagedListView list={list} emptyTitle={t('classroom.notices.empty')}>
        {(items) => items.map((notice) => <NoticeRow key={notice.id} notice={notice} />)}
      </PagedListView>
    </View>
  )
}

export default observer(NoticesPage)
