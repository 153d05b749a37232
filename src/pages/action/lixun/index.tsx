// 力训计划: published strength programs, free or unlocked by purchase or code.
import { useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { trainingMessages } from '@/locales/training'
import { registerMessages, t } from '@/shared/i18n'
import { openPage } from '@/shared/navigation'
import { usePageTitle } from '@/shared/page-title'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { usePagedList } from '@/shared/use-paged-list'
import { listPrograms } from '@/features/training/api'
import { ProgramCard } from '@/features/training/components/program-card'
import '@/features/training/components/training.scss'

registerMessages(trainingMessages)

function ProgramsPage() {
  usePageTitle('programs')
  const list = usePagedList((page, size) => listPrograms({ page, size }), [])
  useReachBottom(list.loadMore)
  return (
    <View className='tr-page' data-testid='program-list'>
      <View className='tr-links'>
        <View className='tr-link' role='button' onClick={() => openPage('pages/train/unlock')}>{t('training.program.unlock')}</View>
      </View>
      <PagedListView list={list}>
        {(items) => items.map((p) => <ProgramCard key={p.id} program={p} onOpen={() => openPage('pages/action/lixun/detail', { id: p.id })} />)}
      </PagedListView>
    </View>
  )
}

export default observer(ProgramsPage)
