// The per-question review of a result: each question with the candidate's answer, the right one and the
// explanation; `wrongOnly` keeps the questions not answered right (错题分析).
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { AttemptResult, QuestionReview } from '@contract/exams/shapes'
import { t } from '@/shared/i18n'
import { Empty } from '@/shared/ui/empty'
import { responseText } from '../format'
import { QuestionCard } from './question-card'

const ReviewItem = observer(function ReviewItem({ review, index }: { review: QuestionReview; index: number }) {
  const mine = review.response.length ? responseText(review, review.response) : t('exams.result.noAnswer')
  return (
    <View className='ex-review' data-testid='exam-review' data-correct={String(review.correct)}>
      <QuestionCard question={review} value={review.response} review={review} index={index} />
      <View className='ex-review__answers'>
        <Text className={review.correct ? 'ex-right' : 'ex-wrong'}>{t('exams.result.yourAnswer', { answer: mine })}</Text>
        {review.correctAnswer.length ? <Text className='ex-right'>{t('exams.result.rightAnswer', { answer: responseText(review, review.correctAnswer) })}</Text> : null}
        {review.earned !== null ? <Text className='ex-muted'>{t('exams.result.earned', { n: review.earned })}</Text> : null}
      </View>
      <Text className='ex-review__label'>{t('exams.result.explanation')}</Text>
      <Text className='ex-review__explanation'>{review.explanation}</Text>
    </View>
  )
})

function ReviewListImpl({ result, wrongOnly }: { result: AttemptResult; wrongOnly: boolean }) {
  if (!result.reviewOpen) return <Text className='ex-note' data-testid='exam-review-later'>{t('exams.result.reviewLater')}</Text>
  const items = result.review.map((r, i) => ({ r, i })).filter(({ r }) => !wrongOnly || r.correct !== true)
  if (!items.length) return <Empty title={t('exams.result.noWrong')} />
  return <View>{items.map(({ r, i }) => <ReviewItem key={r.id} review={r} index={i} />)}</View>
}

export const ReviewList = observer(ReviewListImpl)
