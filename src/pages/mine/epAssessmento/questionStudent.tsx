// 课程评价 (spec: pages/mine/epAssessmento/questionStudent, GET/POST /api/question/student): the sessions I
// attended, those still to rate first; rating one gives stars to the session and its teacher and an optional comment.
import { useState } from 'react'
import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { RatingTarget } from '@contract/classroom/shapes'
import { classroomMessages } from '@/locales/classroom'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { dateTimeText } from '@/shared/time'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { TabStrip } from '@/shared/ui/tab-strip'
import { usePagedList } from '@/shared/use-paged-list'
import { useRouteParams } from '@/shared/use-route-params'
import { listRatingTargets } from '@/features/classroom/api'
import { RatingForm } from '@/features/classroom/components/rating-form'
import './questionStudent.scss'

registerMessages(classroomMessages)

type Tab = 'pending' | 'all'

function TargetRow({ target, onRate }: { target: RatingTarget; onRate: () => void }) {
  const rating = target.rating
  return (
    <View className='rate-page__item' data-testid='rating-target' data-session-id={target.sessionId} data-rated={rating ? 1 : 0}>
      <View className='rate-page__info'>
        <Text className='rate-page__title'>{target.sessionTitle}</Text>
        <Text className='rate-page__line'>{`${target.className} · ${dateTimeText(target.startsAt)}`}</Text>
        {target.teacher && <Text className='rate-page__line'>{t('classroom.rating.teacherName', { name: target.teacher.name })}</Text>}
        {rating && (
          <Text className='rate-page__line' data-testid='rating-given'>
            {t('classroom.rating.given', { session: rating.sessionScore, teacher: rating.teacherScore })}
          </Text>
        )}
        {rating?.comment && <Text className='rate-page__comment'>{rating.comment}</Text>}
      </View>
      {!rating && <Button size='small' type='primary' onClick={onRate} data-testid='rating-open'>{t('classroom.rating.rate')}</Button>}
    </View>
  )
}

function QuestionStudentPage() {
  usePageTitle('questionStudent')
  const classId = useRouteParams('pages/mine/epAssessmento/questionStudent')?.classId
  const [tab, setTab] = useState<Tab>('pending')
  const [rating, setRating] = useState<RatingTarget | null>(null)
  const list = usePagedList((page, size) =>
    listRatingTargets({ page, size, ...(classId ? { classId } : {}), ...(tab === 'pending' ? { pending: true } : {}) }), [tab, classId])
  useReachBottom(list.loadMore)
  return (
    <View className='rate-page' data-testid='page-question-student' data-tab={tab}>
      <TabStrip className='rate-page__tabs' value={tab} onChange={setTab}
        items={[{ value: 'pending', title: t('classroom.rating.toRate') }, { value: 'all', title: t('classroom.rating.all') }]} />
      <PagedListView list={list} emptyTitle={t('classroom.rating.empty')}>
        {(items) => items.map((target) => <TargetRow key={target.sessionId} target={target} onRate={() => setRating(target)} />)}
      </PagedListView>
      <RatingForm target={rating} onClose={() => setRating(null)} onDone={() => { setRating(null); void list.reload() }} />
    </View>
  )
}

export default observer(QuestionStudentPage)
