// One notice (最新公告 with ?id=): read with the learner's token, so the server marks it read; its dot goes at once.
import { useEffect } from 'react'
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { t } from '@/shared/i18n'
import { dateTimeText } from '@/shared/time'
import { Article } from '@/shared/ui/article'
import { RemoteView } from '@/shared/ui/remote-view'
import { useRemote } from '@/shared/use-remote'
import { getNotice } from '../api'
import { unreadNotices } from '../unread-notices'

export const NoticeDetailView = observer(function NoticeDetailView({ id }: { id: number }) {
  const remote = useRemote(() => getNotice(id), [id])
  const opened = remote.data?.id
  useEffect(() => { if (opened) unreadNotices.markRead(opened) }, [opened])
  return (
    <RemoteView remote={remote}>
      {(notice) => (
        <Article testId='notice-detail' title={notice.title} html={notice.contentHtml}
          meta={<Text>{t('home.notices.published', { date: dateTimeText(notice.publishedAt) })}</Text>} />
      )}
    </RemoteView>
  )
})
