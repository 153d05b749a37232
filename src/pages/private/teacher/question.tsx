// 评估: the ratings the teacher received (anonymous): the averages on top, then each rating with its session, the
// stars for the session and the teacher, and the comment.
import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { RatingSummary, ReceivedRating } from '@contract/classroom/teacher-shapes'
import { teachingMessages } from '@/locales/teaching'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { dateText } from '@/shared/time'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { usePagedList } from '@/shared/use-paged-list'
import { useRemote } from '@/shared/use-remote'
import { getRatingSummary, listReceivedRatings } from '@/features/teaching/api'
import { Stars } from '@/features/teaching/components/stars'
import '@/features/teaching/components/teaching-card.scss'
import './teacher.scss'
import './question.scss'

registerMessages(teachingMessages)

function Summary({ summary }: { summary: RatingSummary }) {
  return (
    <View className='rating-summary' data-testid='rating-summary' data-count={summary.count}>
      <Text className='rating-summary__label'>{t('teaching.ratings.average')}</Text>
      <Text className='rating-summary__score'>{summary.teacherScore?.toFixed(1) ?? '—'}</Text>
      {summary.teacherScore !== null && <Stars score={Math.round(summary.teacherScore)} />}
      <Text className='rating-summary__count'>{t('teaching.ratings.count', { n: summary.count })}</Text>
    </View>
  )
}

function RatingCard({ item }: { item: ReceivedRating }) {
  return (
    <View className='teaching-card' data-testid='received-rating'>
      <View className='teaching-card__head'>
        <Text className='teaching-card__title'>{`${item.className} · ${item.sessionTitle}`}</Text>
      </View>
      <View className='teaching-card__line'>
        <Text className='teaching-card__part'>{t('teaching.ratings.anonymous')}</Text>
        <Text className='teaching-card__part'>{dateText(item.createdAt)}</Text>
      </View>
      <View className='rating-scores'>
        <Text>{t('teaching.ratings.teacher')}</Text><Stars score={item.teacherScore} />
        <Text>{t('teaching.ratings.session')}</Text><Stars score={item.sessionScore} />
      </View>
      {item.comment && <Text className='teaching-card__text'>{item.comment}</Text>}
    </View>
  )
}

function QuestionPage() {
  usePageTitle('teacherQuestion')
  const summary = useRemote(getRatingSummary, [])
  const list = usePagedList((page, size) => listReceivedRatings({ page, size }), [])
  useReachBottom(list.loadMore)
  return (
    <View className='teacher-page' data-testid='teacher-ratings'>
      {summary.data && <Summary summary={summary.data} />}
      <PagedListView list={list} emptyTitle={t('teaching.ratings.empty')} emptyDescription={t('teaching.ratings.emptyHint')}>
        {(items) => items.map((item) => <RatingCard key={item.id} item={item} />)}
      </PagedListView>
    </View>
  )
}

export default observer(QuestionPage)
