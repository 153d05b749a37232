// 学员故事: the visible learner stories by sort (cover, title, learner, summary), paged, shareable in the mini-program.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { StoryList } from '@/features/about/components/about-lists'
import { useStoryList } from '@/features/about/use-lists'
import { useListPage } from '@/features/about/use-list-page'
import './about-pages.scss'

function StoryPage() {
  const list = useStoryList()
  useListPage('stories', list)
  return <View className='about-pages about-pages__list' data-testid='page-stories'><StoryList list={list} /></View>
}

export default observer(StoryPage)
