// 精彩瞬间: a class's photos, newest first, three to a row; a tap opens them full screen (previewImage) from that one.
import Taro, { useReachBottom } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ClassPhoto } from '@contract/classroom/shapes'
import { classroomMessages } from '@/locales/classroom'
import { assetUrl } from '@/shared/assets'
import { registerMessages, t } from '@/shared/i18n'
import { usePageTitle } from '@/shared/page-title'
import { imageAlt } from '@/shared/ui/aria'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { PagedListView } from '@/shared/ui/paged-list-view'
import { usePagedList } from '@/shared/use-paged-list'
import { useRouteParams } from '@/shared/use-route-params'
import { listClassPhotos } from '@/features/classroom/api'
import './wonderful.scss'

registerMessages(classroomMessages)

function Gallery({ photos }: { photos: ClassPhoto[] }) {
  const urls = photos.map((photo) => assetUrl(photo.url))
  const preview = (current: string) => void Taro.previewImage({ urls, current }).catch(() => undefined)
  return (
    <View className='wonderful__grid'>
      {photos.map((photo, i) => (
        <View key={photo.id} className='wonderful__cell' data-testid='wonderful-photo' onClick={() => preview(urls[i])}>
          <Image className='wonderful__photo' src={urls[i]} mode='aspectFill' lazyLoad
            {...imageAlt(photo.caption || t('classroom.wonderful.photoAlt', { n: i + 1 }))} />
          {photo.caption && <Text className='wonderful__caption'>{photo.caption}</Text>}
        </View>
      ))}
    </View>
  )
}

const WonderfulContent = observer(function WonderfulContent({ id }: { id: number }) {
  const list = usePagedList((page, size) => listClassPhotos(id, { page, size }), [id])
  useReachBottom(list.loadMore)
  return (
    <PagedListView list={list} emptyTitle={t('classroom.wonderful.empty')}>
      {(photos) => <Gallery photos={photos} />}
    </PagedListView>
  )
})

function WonderfulPage() {
  usePageTitle('wonderful')
  const params = useRouteParams('pages/course/wonderful')
  return <View className='wonderful' data-testid='page-wonderful'>{params ? <WonderfulContent id={params.id} /> : <InvalidLink />}</View>
}

export default observer(WonderfulPage)
