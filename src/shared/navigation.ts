// Navigation rules of spec §2: leaving a page goes back in history, or, with no history (a deep link), to home.
import Taro from '@tarojs/taro'
import { HOME_PATH, isTabPath, LOGIN_PATH } from './routes'

export function goBack(): void {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack()
  else void Taro.switchTab({ url: HOME_PATH })
}

/**
 * Shows a tab page. When that tab is already further down the page stack, going back to it is what the user
 * expects; it also avoids Taro's H5 router leaving the tab blank after switchTab from a page opened on top of it.
 */
export function switchToTab(url: string): void {
  const path = url.split('?')[0].replace(/^\//, '')
  const pages = Taro.getCurrentPages()
  const index = pages.findIndex((p) => (p.route ?? '').replace(/^\//, '').split('?')[0] === path)
  if (index >= 0 && index < pages.length - 1) void Taro.navigateBack({ delta: pages.length - 1 - index })
  else void Taro.switchTab({ url: '/' + path })
}

/** Opens any route: tab pages with switchTab, others with navigateTo. */
export function openPage(url: string): void {
  if (isTabPath(url)) switchToTab(url)
  else void Taro.navigateTo({ url })
}

export function openLogin(): void {
  void Taro.navigateTo({ url: LOGIN_PATH })
}
