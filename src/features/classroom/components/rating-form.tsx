// Rating one attended session and its teacher: 1–5 stars each and an optional comment, once. The comment passes
// the server's content check before anyone else reads it (a refusal comes back as the server's message).
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button, Popup, Rate, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { RATING_COMMENT_MAX, RATING_MAX } from '@contract/classroom/constants'
import type { RatingTarget } from '@contract/classroom/shapes'
import { t } from '@/shared/i18n'
import { dateTimeText } from '@/shared/time'
import { showToast } from '@/shared/toast'
import { useAction } from '@/shared/use-action'
import { rateSession } from '../api'
import './rating-form.scss'

interface Props {
  target: RatingTarget | null
  onClose: () => void
  onDone: () => void
}

function Stars({ label, value, onChange, testId }: { label: string; value: number; onChange: (n: number) => void; testId: string }) {
  return (
    <View className='rating-form__stars' data-testid={testId} data-value={value}>
      <Text className='rating-form__label'>{label}</Text>
      <Rate count={RATING_MAX} value={value} onChange={onChange} />
      {value > 0 && <Text className='rating-form__score'>{t('classroom.rating.stars', { n: value })}</Text>}
    </View>
  )
}

function RatingFormImpl({ target, onClose, onDone }: Props) {
  const [sessionScore, setSessionScore] = useState(0)
  const [teacherScore, setTeacherScore] = useState(0)
  const [comment, setComment] = useState('')
  const submit = useAction(async () => {
    if (!target) return
    if (!sessionScore || !teacherScore) return void showToast(t('classroom.rating.scoreRequired'))
    await rateSession({ sessionId: target.sessionId, sessionScore, teacherScore, comment: comment.trim() })
    setSessionScore(0)
    setTeacherScore(0)
    setComment('')
    void showToast(t('classroom.rating.done'))
    onDone()
  })
  return (
    <Popup visible={target !== null} position='bottom' round closeable title={t('classroom.rating.title')} onClose={onClose}>
      {target && (
        <View className='rating-form' data-testid='rating-form'>
          <Text className='rating-form__session'>{target.sessionTitle}</Text>
          <Text className='rating-form__meta'>{`${target.className} · ${dateTimeText(target.startsAt)}`}</Text>
          <Stars label={t('classroom.rating.sessionScore')} value={sessionScore} onChange={setSessionScore} testId='rating-session' />
          <Stars label={`${t('classroom.rating.teacherScore')}${target.teacher ? ` · ${target.teacher.name}` : ''}`}
            value={teacherScore} onChange={setTeacherScore} testId='rating-teacher' />
          <TextArea value={comment} maxLength={RATING_COMMENT_MAX} showCount onChange={setComment} data-testid='rating-comment'
            placeholder={t('classroom.rating.commentPlaceholder')} />
          <Button type='primary' block loading={submit.busy} onClick={submit.run} data-testid='rating-submit'>
            {t('classroom.rating.submit')}
          </Button>
        </View>
      )}
    </Popup>
  )
}

export const RatingForm = observer(RatingFormImpl)
