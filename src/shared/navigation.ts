// Navigation rules of spec §2: leaving a page goes back in history, or, with no history (a deep link), to home.
import Taro from '@tarojs/taro'
import { HOME_PATH, isTabPath, LOGIN_PATH } from './routes'

export function goBack(): void {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack()
  else void Taro.switchTab({ url: HOME_PATH })
}

/** Opens any route: tab pages with switchTab, others with navigateTo. */
export function openPage(url: string): void {
  if (isTabPath(url)) void Taro.switchTab({ url: url.split('?')[0] })
  else void Taro.navigateTo({ url })
}

export function openLogin(): void {
  void Taro.navigateTo({ url: LOGIN_PATH })
}
