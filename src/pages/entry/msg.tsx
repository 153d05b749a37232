// 最新公告: the notices newest first with unread dots (signed in), and one notice when opened with ?id= (the same
// page again, so a notice is a link of its own).
import { useDidShow, useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { usePageTitle } from '@/shared/page-title'
import { useRouteParams } from '@/shared/use-route-params'
import { NoticeDetailView } from '@/features/home/components/notice-detail'
import { NoticeList } from '@/features/home/components/notice-list'
import { unreadNotices } from '@/features/home/unread-notices'
import { useNoticeList } from '@/features/home/use-content-lists'
import './msg.scss'

const Notices = observer(function Notices() {
  const list = useNoticeList()
  useReachBottom(list.loadMore)
  useDidShow(() => void unreadNotices.refresh())
  return (
    <View className='msg-page' data-testid='page-msg'>
      <NoticeList list={list} />
    </View>
  )
})

function MsgPage() {
  usePageTitle('msg')
  const id = useRouteParams('pages/entry/msg')?.id
  return id ? <NoticeDetailView id={id} /> : <Notices />
}

export default observer(MsgPage)
