// Keeps the parts of the shell that live outside React (tab bar labels, page titles) in the chosen language.
import Taro from '@tarojs/taro'
import { DEFAULT_LOCALE, i18n, t } from './i18n'

export const TAB_KEYS = ['home', 'course', 'train', 'about', 'mine'] as const

/** The five tab labels in the current language, in tab-bar order. */
export function tabLabels(): string[] {
  const short = t('shell.brand.short')
  return TAB_KEYS.map((key) => t(`shell.tabs.${key}`, { short }))
}

const RETRY_MS = 300
const RETRIES = 10

/** setTabBarItem may never settle while the tab bar is not mounted yet; treat that as a failure. */
function settleWithin<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('no tab bar yet')), ms))])
}

/**
 * Relabels the mini-program's tab bar in the current language (on H5 the app draws the bar and follows the language
 * itself: platform/tab-bar.ts). It fails while the tab bar is not mounted yet or on a page without one, so it tries
 * again for a few seconds; the mine tab also calls it whenever it is shown.
 */
export function applyLocaleToShell(attempt = 0): void {
  if (process.env.TARO_ENV === 'h5') return
  const labels = tabLabels()
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
