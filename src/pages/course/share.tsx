// 生成海报 (?id=<goodsId>): the goods poster drawn on a canvas (product rules §7), shown as an image, saved as
// '<title>.png' to the album (mini-program) or as a download (H5). Its code (QR or mini-program code, by platform)
// is asked for once the goods has loaded, so an unknown goods gets one message, not two.
import { Canvas, Image, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { posterMessages } from '@/locales/poster'
import { InvalidLink } from '@/shared/ui/invalid-link'
import { useRouteParams } from '@/shared/use-route-params'
import type { GoodsDetail } from '@contract/catalog/schemas'
import { assetUrl } from '@/shared/assets'
import { registerMessages, t } from '@/shared/i18n'
import { price } from '@/shared/money'
import { ariaButton, imageAlt } from '@/shared/ui/aria'
import { Empty } from '@/shared/ui/empty'
import { PageLoading } from '@/shared/ui/page-loading'
import { RemoteView } from '@/shared/ui/remote-view'
import { useAction } from '@/shared/use-action'
import { useRemote } from '@/shared/use-remote'
import { getGoods } from '@/features/catalog/api'
import { usePosterCode } from '@/features/poster/poster-code'
import { POSTER_CANVAS_ID, POSTER_SIZE, savePoster, usePoster } from '@/features/poster/use-poster'
import { usePageTitle } from '@/shared/page-title'
import './share.scss'

registerMessages(posterMessages)

// The canvas and its preview both take the poster's own size (H5's image would otherwise default to 320×240).
const posterStyle = { width: `${POSTER_SIZE.width}px`, height: `${POSTER_SIZE.height}px` }

function Poster({ goods }: { goods: GoodsDetail }) {
  const code = usePosterCode(goods.id)
  const poster = usePoster({
    title: goods.title,
    price: price(goods.priceFen),
    originalPrice: goods.originalPriceFen > goods.priceFen ? price(goods.originalPriceFen) : '',
    brand: t('shell.brand.name'),
    cover: assetUrl(goods.cover)
  }, code)
  const save = useAction(() => savePoster(poster.image, goods.title))

  return (
    <View className='poster-page' data-testid='poster-page' data-status={poster.status}>
      {/* Drawn off screen: the user sees the exported image, which long-press can also save or share. */}
      <Canvas id={POSTER_CANVAS_ID} type='2d' className='poster-page__canvas' style={posterStyle} data-testid='poster-canvas' />
      <View className='poster-page__preview'>
        {poster.status === 'drawing' && <PageLoading text={t('poster.drawing')} />}
        {poster.status === 'error' && (
          <Empty status='error' title={t('poster.failed')} actionText={t('common.action.retry')} onAction={poster.retry} />
        )}
        {poster.status === 'ready' && (
          <Image className='poster-page__image' src={poster.image} style={posterStyle} mode='aspectFit' showMenuByLongpress
            {...imageAlt(goods.title)} data-testid='poster-image' />
        )}
      </View>
      {poster.status === 'ready' && <Text className='poster-page__hint'>{t('poster.hint')}</Text>}
      <View className='poster-page__bar'>
        <Button className='poster-page__save' type='primary' block disabled={poster.status !== 'ready'} loading={save.busy}
          {...ariaButton(poster.status !== 'ready')} onClick={() => void save.run()} data-testid='poster-save'>
          {t('poster.save')}
        </Button>
      </View>
    </View>
  )
}

// An observer as well, so it follows the language and any store it reads.
const PosterContent = observer(function PosterContent({ id }: { id: number }) {
  const remote = useRemote(() => getGoods(id), [id])
  return <RemoteView remote={remote}>{(goods) => <Poster goods={goods} />}</RemoteView>
})

function PosterPage() {
  usePageTitle('poster')
  const params = useRouteParams('pages/course/share')
  return params ? <PosterContent id={params.id} /> : <InvalidLink />
}

export default observer(PosterPage)
