// The paged lists of the about pages, with the loading, error (retry), empty and 已全部加载 states of PagedListView.
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { PartnerSummary, StorySummary, TeacherSummary } from '@contract/content/about-shapes'
import { t } from '@/shared/i18n'
import { PagedListView } from '@/shared/ui/paged-list-view'
import type { PagedList } from '@/shared/use-paged-list'
import { PartnerRow } from './partner-card'
import { StoryCard } from './story-card'
import { TeacherRow } from './teacher-card'
import './about-lists.scss'

export const TeacherList = observer(function TeacherList({ list }: { list: PagedList<TeacherSummary> }) {
  return (
    <PagedListView list={list} emptyTitle={t('about.teacher.empty')} emptyDescription={t('about.teacher.emptyDesc')}>
      {(items) => items.map((teacher) => <TeacherRow key={teacher.id} teacher={teacher} />)}
    </PagedListView>
  )
})

export const StoryList = observer(function StoryList({ list }: { list: PagedList<StorySummary> }) {
  return (
    <PagedListView list={list} emptyTitle={t('about.story.empty')} emptyDescription={t('about.story.emptyDesc')}>
      {(items) => items.map((story) => <StoryCard key={story.id} story={story} />)}
    </PagedListView>
  )
})

export const PartnerList = observer(function PartnerList({ list }: { list: PagedList<PartnerSummary> }) {
  return (
    <PagedListView list={list} emptyTitle={t('about.partner.empty')} emptyDescription={t('about.partner.emptyDesc')}>
      {(items) => <View className='about-partner-list'>{items.map((partner) => <PartnerRow key={partner.id} partner={partner} />)}</View>}
    </PagedListView>
  )
})
