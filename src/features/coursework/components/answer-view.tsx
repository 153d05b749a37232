// An answer as handed in: text, photos (tap to enlarge), the video; with the grading when there is one.
import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { Video } from '@/shared/ui/media-elements'
import { observer } from 'mobx-react'
import type { HomeworkSubmission } from '@contract/classroom/homework-shapes'
import { assetUrl } from '@/shared/assets'
import { t } from '@/shared/i18n'
import { dateTimeText } from '@/shared/time'
import { imageAlt } from '@/shared/ui/aria'
import '../coursework.scss'

export const Grading = observer(function Grading({ submission }: { submission: HomeworkSubmission }) {
  if (submission.score === null && !submission.comment) return null
  return (
    <View className='cw-grading' data-testid='homework-grading'>
      {submission.score !== null ? (
        <View className='cw-grading__score'>
          <Text>{t('coursework.homework.scoreLabel')}</Text>
          <Text className='cw-score' data-testid='homework-score'>{t('coursework.homework.score', { n: submission.score })}</Text>
        </View>
      ) : null}
      {submission.comment ? (
        <View>
          <Text className='cw-label'>{t('coursework.homework.comment')}</Text>
          <Text className='cw-grading__comment' data-testid='homework-comment'>{submission.comment}</Text>
        </View>
      ) : null}
      {submission.gradedAt ? <Text className='cw-muted'>{t('coursework.homework.gradedAt', { date: dateTimeText(submission.gradedAt) })}</Text> : null}
    </View>
  )
})

function AnswerViewImpl({ submission }: { submission: HomeworkSubmission }) {
  const urls = submission.images.map((i) => assetUrl(i.url))
  return (
    <View className='cw-answer' data-testid='homework-answer'>
      {submission.text ? <Text className='cw-answer__text'>{submission.text}</Text> : null}
      {urls.length > 0 ? (
        <View className='cw-answer__images'>
          {urls.map((url) => (
            <Image key={url} className='cw-answer__image' src={url} mode='aspectFill' {...imageAlt(t('coursework.homework.myAnswer'))}
              onClick={() => Taro.previewImage({ current: url, urls })} />
          ))}
        </View>
      ) : null}
      {submission.video ? <View className='cw-answer__screen'><Video className='cw-answer__video' src={assetUrl(submission.video.url)} controls /></View> : null}
      <Text className='cw-muted'>
        {t('coursework.homework.attempt', { n: submission.attempt })} · {t('coursework.homework.submittedAt', { date: dateTimeText(submission.submittedAt) })}
      </Text>
    </View>
  )
}

export const AnswerView = observer(AnswerViewImpl)
