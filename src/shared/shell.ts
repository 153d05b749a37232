// Keeps the parts of the shell that live outside React (tab bar labels, page titles) in the chosen language.
import Taro from '@tarojs/taro'
import { i18n, t } from './i18n'

const TAB_KEYS = ['home', 'course', 'train', 'about', 'mine'] as const

const RETRY_MS = 300
const RETRIES = 5

/**
 * Relabels the tab bar in the current language. It fails while the tab bar is not mounted yet (H5 launch) or on a
 * page without one, so it tries again a few times; tab pages also call it whenever they are shown.
 */
export function applyLocaleToShell(attempt = 0): void {
  const short = t('shell.brand.short')
  const labels = TAB_KEYS.map((key) => t(`shell.tabs.${key}`, { short }))
  Promise.all(labels.map((text, index) => Taro.setTabBarItem({ index, text }))).catch(() => {
    if (attempt < RETRIES) setTimeout(() => applyLocaleToShell(attempt + 1), RETRY_MS)
  })
}

/** Switches the language at once (issue: settings) and relabels the tab bar. */
export function changeLocale(locale: typeof i18n.locale): void {
  i18n.setLocale(locale)
  applyLocaleToShell()
}
