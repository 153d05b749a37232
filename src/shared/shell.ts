// Keeps the parts of the shell that live outside React (tab bar labels, page titles) in the chosen language.
import Taro from '@tarojs/taro'
import { i18n, t } from './i18n'

const TAB_KEYS = ['home', 'course', 'train', 'about', 'mine'] as const

export function applyLocaleToShell(): void {
  const short = t('shell.brand.short')
  TAB_KEYS.forEach((key, index) => {
    // Fails harmlessly on pages without a tab bar; the next tab page shown applies it again.
    Taro.setTabBarItem({ index, text: t(`shell.tabs.${key}`, { short }) }).catch(() => {})
  })
}

/** Switches the language at once (issue: settings) and relabels the tab bar. */
export function changeLocale(locale: typeof i18n.locale): void {
  i18n.setLocale(locale)
  applyLocaleToShell()
}
