// H5's tab bar, drawn by the app (platform/tab-bar.ts): one element after the router's page panel, shown on the
// five tab pages with the current one selected, hidden elsewhere, labelled in the reader's language, and a tap on
// another tab switches to it.
import Taro from '@tarojs/taro'
import { changeLocale } from '@/shared/shell'
import { installTabBar, showTabBarFor } from '@/shared/platform/tab-bar'

const mocked = Taro as jest.Mocked<typeof Taro>
const ICONS = ['home', 'course', 'train', 'about', 'mine'].map((name) => ({ iconPath: `/i/${name}.png`, selectedIconPath: `/i/${name}-on.png` }))

const bar = () => document.querySelector<HTMLElement>('nav.app-tab-bar')
const items = () => [...document.querySelectorAll<HTMLButtonElement>('.app-tab-bar__item')]
const selected = () => items().map((item) => item.getAttribute('aria-current'))

let onRouteChange: (event: { toLocation: { path: string } }) => void

beforeAll(() => {
  document.body.innerHTML = '<div id="container"><div class="taro-tabbar__panel"></div></div>'
  ;(window as unknown as { __taroAppConfig: unknown }).__taroAppConfig = { tabBar: { list: ICONS } }
  installTabBar()
  onRouteChange = jest.mocked(Taro.eventCenter.on).mock.calls.find(([name]) => name === '__taroRouterChange')![1]
})
afterEach(() => { changeLocale('zh-Hans'); jest.clearAllMocks() })

describe('H5 tab bar', () => {
  it('is not built on a first page without a tab', () => {
    showTabBarFor('/pages/course/courseDetail')
    expect(bar()).toBeNull()
  })

  it('follows the router: shown on a tab page with that tab selected, hidden on other pages', () => {
    showTabBarFor('/') // the site's root is the home tab
    expect(bar()!.parentElement!.id).toBe('container')
    expect(bar()!.hidden).toBe(false)
    expect(items().map((item) => item.textContent)).toEqual(['首页', '课程', '私教宝', '关于绿动', '我的'])
    expect(selected()).toEqual(['page', null, null, null, null])
    expect(items().map((item) => item.querySelector('img')!.getAttribute('src'))).toEqual(['/i/home-on.png', '/i/course.png', '/i/train.png', '/i/about.png', '/i/mine.png'])

    onRouteChange({ toLocation: { path: '/pages/entry/mine' } })
    expect(selected()).toEqual([null, null, null, null, 'page'])
    expect(items()[0].querySelector('img')!.getAttribute('src')).toBe('/i/home.png')

    showTabBarFor('/pages/mine/orderList?status=paid')
    expect(bar()!.hidden).toBe(true)
    showTabBarFor('/pages/entry/course')
    expect(bar()!.hidden).toBe(false)
    expect(selected()[1]).toBe('page')
  })

  it('switches to another tab on a tap, and does nothing on the current one', () => {
    showTabBarFor('/pages/entry/course')
    items()[1].click()
    expect(mocked.switchTab).not.toHaveBeenCalled()
    items()[2].click()
    expect(mocked.switchTab).toHaveBeenCalledWith({ url: '/pages/entry/train' })
  })

  it('relabels itself when the language changes, and names itself for screen readers', () => {
    changeLocale('en')
    expect(items().map((item) => item.textContent)).toEqual(['Home', 'Courses', 'Coach', 'About', 'Me'])
    expect(bar()!.getAttribute('aria-label')).toBe('Main navigation')
    expect(items().every((item) => item.type === 'button' && item.querySelector('img')!.alt === '')).toBe(true)
    expect(mocked.setTabBarItem).not.toHaveBeenCalled() // H5 has no Taro tab bar to relabel
  })
})
