// Where a tapped banner goes: goods and news pages by id, a route of the table with the parameters it reads (tab
// routes switched to), an https link in H5; anything the app cannot open is not a link at all.
import Taro from '@tarojs/taro'
import type { Banner } from '@contract/content/home-shapes'
import { isTappable, openBanner } from '@/features/home/banner-link'
import { routeFromText } from '@/shared/navigation'

const banner = (linkKind: Banner['linkKind'], linkTarget = ''): Banner => ({ id: 1, title: '横幅', imageUrl: '/uploads/a.jpg', linkKind, linkTarget })

beforeEach(() => jest.clearAllMocks())

it('opens a goods and a news article by id', () => {
  openBanner(banner('goods', '12'))
  expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/course/courseDetail?id=12' })
  openBanner(banner('news', '7'))
  expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/home/newsInfo?id=7' })
})

it('opens a route of the table with its typed parameters, and a tab route with switchTab', () => {
  openBanner(banner('route', 'pages/home/faq?categoryId=2&junk=1'))
  expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/home/faq?categoryId=2' })
  openBanner(banner('route', '/pages/entry/courseNoSwitch?kind=exam'))
  expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/entry/courseNoSwitch?kind=exam' })
  openBanner(banner('route', 'pages/entry/course'))
  expect(Taro.switchTab).toHaveBeenLastCalledWith({ url: '/pages/entry/course' })
})

it('is no link at all when the app cannot open it', () => {
  for (const b of [banner('none'), banner('goods', 'abc'), banner('news', '0'), banner('route', 'pages/not/a/page'),
    banner('route', 'pages/home/newsInfo'), banner('route', 'pages/home/faq?categoryId=%E0%A4%A')]) {
    expect([b.linkTarget, isTappable(b)]).toEqual([b.linkTarget, false])
    openBanner(b)
  }
  expect(Taro.navigateTo).not.toHaveBeenCalled()
  expect(Taro.switchTab).not.toHaveBeenCalled()
})

it('offers an https link in H5', () => {
  expect(isTappable(banner('url', 'https://example.com/spring'))).toBe(true)
})

it('reads a route from text as the table types it', () => {
  expect(routeFromText('pages/home/news?category=event')).toEqual({ path: 'pages/home/news', params: { category: 'event' } })
  expect(routeFromText('pages/home/news?category=sports')).toEqual({ path: 'pages/home/news', params: {} })
  expect(routeFromText('pages/mine/counter/index')).toEqual({ path: 'pages/mine/counter/index', params: {} })
  expect(routeFromText('pages/home/newsInfo?id=x')).toBeNull()
  expect(routeFromText('toString')).toBeNull()
})
