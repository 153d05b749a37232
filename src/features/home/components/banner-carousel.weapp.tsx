// The home page's banners in the mini-program: NutUI's Swiper over WeChat's native swiper (no script cost there),
// turning every few seconds, looping, with dots. H5 has its own (banner-carousel.tsx).
import Taro from '@tarojs/taro'
import { Swiper } from '@nutui/nutui-react-taro'
import type { Banner } from '@contract/content/home-shapes'
import { BannerSlide } from './banner-slide'
import { BANNER_HEIGHT_PX, BANNER_INTERVAL_MS } from './banner-size'
import './banner-carousel.scss'

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  return (
    <Swiper className='banner-carousel' data-testid='banner-carousel' height={Taro.pxTransform(BANNER_HEIGHT_PX)} autoPlay
      loop={banners.length > 1} indicator={banners.length > 1} interval={BANNER_INTERVAL_MS}>
      {banners.map((banner, i) => <BannerSlide key={banner.id} banner={banner} first={i === 0} />)}
    </Swiper>
  )
}
