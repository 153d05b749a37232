// 动作库订阅: libraries published by trainers and the company, subscribed ones first; subscribing adds a library's
// moves to the user's 动作库.
import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { trainingMessages } from '@/locales/training'
import { registerMessages } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { usePagedList } from '@/shared/use-paged-list'
import { listLibraries } from '@/features/training/api'
import { LibraryCard } from '@/features/training/components/library-card'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

function LibrarySubscribePage() {
  usePageTitle('moveSubscribe')
  const list = usePagedList((page, size) => listLibraries({ page, size }), [])
  useReachBottom(list.loadMore)
  return (
    <View className='tr-page' data-testid='library-list'>
      <PagedListView list={list}>
        {(items) => items.map((lib) => <LibraryCard key={lib.id} library={lib} onOpen={() => openPage('pages/action/group/detail', { id: lib.id })} />)}
      </PagedListView>
    </View>
  )
}

export default observer(LibrarySubscribePage)
