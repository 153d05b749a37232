// One banner: its picture at the upload ratio (750×360, so nothing is cropped), a link when the app can open
// where it leads. The first one loads at once (it is the largest picture of the first screen); the rest lazily.
import { Image, View } from '@tarojs/components'
import type { Banner } from '@contract/content/home-shapes'
import { assetUrl } from '@/shared/assets'
import { imageAlt } from '@/shared/ui/aria'
import { isTappable, openBanner } from '../banner-link'

interface Props {
  banner: Banner
  first: boolean
  /** The picture already in the page (the H5 first screen's), instead of its URL. */
  src?: string
  /** Its picture has loaded, or failed to (either way the slide is what shows now). */
  onShown?: () => void
}

export function BannerSlide({ banner, first, src, onShown }: Props) {
  const tappable = isTappable(banner)
  return (
    <View className={`banner-slide ${tappable ? 'is-link' : ''}`} data-testid='banner-slide' role={tappable ? 'link' : undefined}
      aria-label={banner.title} onClick={() => openBanner(banner)}>
      <Image className='banner-slide__image' src={src ?? assetUrl(banner.imageUrl)} mode='aspectFill' lazyLoad={!first} onLoad={onShown} onError={onShown}
        {...imageAlt(banner.title)} />
    </View>
  )
}
