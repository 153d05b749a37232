// Ant Design in the product's colours and the user's locale (antd's own texts, dayjs month and week names).
import type { ThemeConfig } from 'antd'
import enUS from 'antd/locale/en_US'
import zhCN from 'antd/locale/zh_CN'
import zhTW from 'antd/locale/zh_TW'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import 'dayjs/locale/zh-tw'
import type { Locale } from './locales/types'

const TOKENS = { colorPrimary: '#0DBC3B', colorLink: '#0a9a30', borderRadius: 6 }

/**
 * The console's theme. An operator whose system asks for reduced motion (prefers-reduced-motion) gets no animations:
 * dialogs, drawers and menus appear at once (WCAG 2.3.3). Read once at start, as the system setting rarely changes.
 */
export function consoleTheme(): ThemeConfig {
  const reduce = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  return { token: { ...TOKENS, ...(reduce ? { motion: false } : {}) } }
}

const ANTD_LOCALES = { 'zh-Hans': zhCN, 'zh-Hant': zhTW, en: enUS }
const DAYJS_LOCALES = { 'zh-Hans': 'zh-cn', 'zh-Hant': 'zh-tw', en: 'en' }

export function antdLocaleFor(locale: Locale) {
  dayjs.locale(DAYJS_LOCALES[locale])
  return ANTD_LOCALES[locale]
}
