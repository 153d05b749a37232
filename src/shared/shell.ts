// Keeps the parts of the shell that live outside React (tab bar labels, page titles) in the chosen language.
import Taro from '@tarojs/taro'
import { DEFAULT_LOCALE, i18n, t } from './i18n'

const TAB_KEYS = ['home', 'course', 'train', 'about', 'mine'] as const

const RETRY_MS = 300
const RETRIES = 10

/** Taro's H5 setTabBarItem never settles while the tab bar is not mounted yet; treat that as a failure. */
function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('no tab bar yet')), ms))])
}

/**
 * Relabels the tab bar in the current language. It fails while the tab bar is not mounted yet (H5 launch) or on a
 * page without one, so it tries again for a few seconds; the mine tab also calls it whenever it is shown.
 */
export function applyLocaleToShell(attempt = 0): void {
  const short = t('shell.brand.short')
  const labels = TAB_KEYS.map((key) => t(`shell.tabs.${key}`, { short }))
  Promise.all(labels.map((text, index) => settleWithin(Taro.setTabBarItem({ index, text }), RETRY_MS))).catch(() => {
    if (attempt < RETRIES) setTimeout(() => applyLocaleToShell(attempt + 1), RETRY_MS)
  })
}

/**
 * At launch the tab bar already carries app.config's labels, which are the default language's (a test keeps them
 * equal), so relabelling is needed only for another language: five tab bar updates less before the first page.
 */
export function applyLocaleAtLaunch(): void {
  if (i18n.locale !== DEFAULT_LOCALE) applyLocaleToShell()
}

/** Switches the language at once (issue: settings) and relabels the tab bar. */
export function changeLocale(locale: typeof i18n.locale): void {
  i18n.setLocale(locale)
  applyLocaleToShell()
}
