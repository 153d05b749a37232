// The home page's banners on H5: a row that snaps to each banner (CSS scroll snap: the browser does the swiping),
// turned every few seconds unless a finger is on it, with dots. Not Taro's <Swiper>, which on H5 brings the whole
// swiper.js bundle (~40 KB compressed) into the chunk every page loads. The mini-program uses its native swiper
// (banner-carousel.weapp.tsx).
import { useEffect, useRef, useState } from 'react'
import { View } from '@tarojs/components'
import type { Banner } from '@contract/content/home-shapes'
import { firstScreenPicture, removeFirstScreenPlaceholder } from '@/shared/platform/first-screen'
import { BannerSlide } from './banner-slide'
import { BANNER_INTERVAL_MS } from './banner-size'
import './banner-carousel.scss'

function useAutoTurn(track: React.RefObject<HTMLElement>, count: number, index: number) {
  const held = useRef(false)
  useEffect(() => {
    const el = track.current
    if (!el || count < 2) return
    const timer = setInterval(() => {
      if (held.current) return
      el.scrollTo({ left: ((index + 1) % count) * el.clientWidth, behavior: 'smooth' })
    }, BANNER_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [track, count, index])
  return { hold: () => { held.current = true }, release: () => { held.current = false } }
}

/** The banner in view, followed as the row scrolls (by a finger or by the timer). */
function useIndexInView(track: React.RefObject<HTMLElement>): number {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    const el = track.current
    if (!el) return
    const onScroll = () => { if (el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth)) }
    el.addEventListener('scroll', onScroll, { passive: true })
    return () => el.removeEventListener('scroll', onScroll)
  }, [track])
  return index
}

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const track = useRef<HTMLElement>(null)
  const index = useIndexInView(track)
  const turn = useAutoTurn(track, banners.length, index)
  const [served] = useState(() => firstScreenPicture(banners[0]?.imageUrl))
  return (
    <View className='banner-carousel' data-testid='banner-carousel'>
      <View ref={track} className='banner-carousel__track'
        onTouchStart={turn.hold} onTouchEnd={turn.release} onTouchCancel={turn.release}>
        {banners.map((banner, i) => (
          <BannerSlide key={banner.id} banner={banner} first={i === 0} src={i === 0 ? served : undefined}
            onShown={i === 0 ? removeFirstScreenPlaceholder : undefined} />
        ))}
      </View>
      {banners.length > 1 && (
        <View className='banner-carousel__dots' aria-hidden>
          {banners.map((banner, i) => <View key={banner.id} className={`banner-carousel__dot ${i === index ? 'is-active' : ''}`} />)}
        </View>
      )}
    </View>
  )
}
