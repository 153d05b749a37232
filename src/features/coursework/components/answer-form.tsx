// The learner's answer (task/edit): text, up to 9 photos and one video of at most 60 s, uploaded through the
// upload helper as they are picked; the paths go to the server with the answer.
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { Button, TextArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import {
  HOMEWORK_IMAGES_MAX, HOMEWORK_TEXT_MAX, HOMEWORK_VIDEO_MAX_SEC, type HomeworkSubmission, type HomeworkSubmitInput
} from '@contract/classroom/homework-shapes'
import { assetUrl } from '@/shared/assets'
import { t } from '@/shared/i18n'
import { showToast } from '@/shared/toast'
import { imageAlt } from '@/shared/ui/aria'
import { chooseAndUploadImages, uploadFiles } from '@/shared/upload'
import { useAction } from '@/shared/use-action'
import '../coursework.scss'

interface Props {
  previous: HomeworkSubmission | null
  resubmit: boolean
  onSubmit: (answer: HomeworkSubmitInput) => Promise<unknown>
}

async function pickVideo(): Promise<{ path: string; sec: number } | null> {
  const picked = await Taro.chooseVideo({ maxDuration: HOMEWORK_VIDEO_MAX_SEC, sourceType: ['album', 'camera'] })
  if (picked.duration > HOMEWORK_VIDEO_MAX_SEC) {
    void showToast(t('shell.upload.videoTooLong', { seconds: HOMEWORK_VIDEO_MAX_SEC }))
    return null
  }
  const [path] = await uploadFiles([picked.tempFilePath], { kind: 'video', onUploaded: () => {} })
  return path ? { path, sec: Math.ceil(picked.duration) } : null
}

function AnswerFormImpl({ previous, resubmit, onSubmit }: Props) {
  const [text, setText] = useState(previous?.text ?? '')
  const [images, setImages] = useState(previous?.images.map((i) => i.path) ?? [])
  const [video, setVideo] = useState<{ path: string; sec: number } | null>(null)
  const addImages = () => chooseAndUploadImages(HOMEWORK_IMAGES_MAX - images.length, {
    onUploaded: (path) => setImages((list) => [...list, path])
  }).catch(() => {})
  const addVideo = () => pickVideo().then((v) => { if (v) setVideo(v) }).catch(() => {})
  const submit = useAction(async () => {
    if (!text.trim() && images.length === 0 && !video) {
      await showToast(t('coursework.homework.needContent'))
      return
    }
    await onSubmit({ text, images, video: video?.path ?? null, ...(video ? { videoSec: video.sec } : {}) })
  })
  return (
    <View className='cw-form' data-testid='homework-form'>
      <Text className='cw-label' id='cw-answer-label'>{t('coursework.homework.textLabel')}</Text>
      <TextArea value={text} maxLength={HOMEWORK_TEXT_MAX} showCount autoSize onChange={setText}
        placeholder={t('coursework.homework.textPlaceholder')} aria-labelledby='cw-answer-label' data-testid='homework-text' />
      <Text className='cw-label'>{t('coursework.homework.images', { n: HOMEWORK_IMAGES_MAX })}</Text>
      <View className='cw-answer__images'>
        {images.map((p, i) => (
          <View key={p} className='cw-form__thumb'>
            <Image className='cw-answer__image' src={assetUrl(p)} mode='aspectFill' {...imageAlt(`${t('coursework.homework.images', { n: i + 1 })}`)} />
            <Text className='cw-form__remove' onClick={() => setImages(images.filter((x) => x !== p))}>{t('coursework.homework.remove')}</Text>
          </View>
        ))}
        {images.length < HOMEWORK_IMAGES_MAX ? (
          <View className='cw-form__add' role='button' aria-label={t('coursework.homework.addImage')} onClick={addImages}>+</View>
        ) : null}
      </View>
      <Text className='cw-label'>{t('coursework.homework.video')}</Text>
      {video ? (
        <View className='cw-row'>
          <Text className='cw-row__title'>{`${video.sec}s`}</Text>
          <Text className='cw-form__remove' onClick={() => setVideo(null)}>{t('coursework.homework.remove')}</Text>
        </View>
      ) : (
        <Button size='small' fill='outline' onClick={addVideo}>{t('coursework.homework.addVideo')}</Button>
      )}
      <View className='cw-bar'>
        <Button type='primary' block loading={submit.busy} data-testid='homework-submit' onClick={() => void submit.run()}>
          {t(resubmit ? 'coursework.homework.resubmit' : 'coursework.homework.submit')}
        </Button>
      </View>
    </View>
  )
}

export const AnswerForm = observer(AnswerFormImpl)
