// One opened lesson: a video that resumes where it stopped, a handout opened through its short-lived link, or rich
// text. The link came with the lesson; a handout link past its time is fetched again by reopening the page.
import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import { RichText, Text, View } from '@tarojs/components'
import { Video } from '@/shared/ui/media-elements'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import type { DocItem } from '@contract/classroom/documents-shapes'
import { t } from '@/shared/i18n'
import { apiUrl } from '@/shared/request'
import { styledRichText } from '@/shared/rich-text'
import { showToast } from '@/shared/toast'
import { Pill } from '@/shared/ui/pill'
import { clock } from '../catalogue'
import { useVideoProgress } from '../use-video-progress'
import '../coursework.scss'

const VIDEO_ID = 'cw-video'

const LessonVideo = observer(function LessonVideo({ item }: { item: DocItem }) {
  const progress = useVideoProgress(item, VIDEO_ID)
  useEffect(() => {
    if (item.positionSec > 0) void showToast(t('coursework.item.resumed'))
  }, [item.id])
  return (
    <View className='cw-player' data-testid='doc-video' data-resume={item.positionSec}>
      <View className='cw-player__screen'>
        <Video id={VIDEO_ID} className='cw-player__video' src={apiUrl(item.url)} initialTime={item.positionSec} controls
          showProgress enableProgressGesture={!progress.locked} title={item.title}
          onTimeUpdate={(e) => progress.onTimeUpdate(e.detail.currentTime)} onPause={progress.onPause} onEnded={progress.onEnded} />
      </View>
      <View className='cw-player__facts'>
        {item.positionSec > 0 ? <Text data-testid='doc-resume'>{t('coursework.item.resume', { time: clock(item.positionSec) })}</Text> : null}
        {progress.locked ? <Pill tone='grey'>{t('coursework.item.noSeekAhead')}</Pill> : null}
        {progress.completed ? <Pill>{t('coursework.item.completed')}</Pill> : null}
      </View>
    </View>
  )
})

function openDocument(item: DocItem) {
  const url = apiUrl(item.url)
  if (process.env.TARO_ENV === 'h5') {
    window.open(url, '_blank', 'noopener')
    return
  }
  Taro.downloadFile({ url })
    .then((res) => Taro.openDocument({ filePath: res.tempFilePath, fileType: item.ext as 'pdf', showMenu: true }))
    .catch(() => showToast(t('coursework.item.documentHint')))
}

function DocPlayerImpl({ item }: { item: DocItem }) {
  return (
    <View className='cw-lesson' data-testid='doc-lesson' data-kind={item.kind}>
      {item.kind === 'video' ? <LessonVideo item={item} /> : null}
      <View className='cw-lesson__head'>
        <Pill>{t(`coursework.kinds.${item.kind}`)}</Pill>
        <Text className='cw-lesson__title'>{item.title}</Text>
      </View>
      {item.kind === 'document' ? (
        <View className='cw-lesson__doc'>
          <Button type='primary' block data-testid='doc-open' onClick={() => openDocument(item)}>{t('coursework.item.openDocument')}</Button>
          <Text className='cw-muted'>{t('coursework.item.documentHint')}</Text>
        </View>
      ) : null}
      {item.kind === 'text' ? <RichText className='cw-lesson__text' nodes={styledRichText(item.html)} /> : null}
    </View>
  )
}

export const DocPlayer = observer(DocPlayerImpl)
