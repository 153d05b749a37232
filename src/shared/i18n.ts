// i18n: zh-Hans (default), zh-Hant and en. Messages live in src/locales/<locale>/<namespace>.ts; a key is
// 'namespace.path.to.text'. The locale is observable, so observer components re-render when it changes.
import Taro from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'
import zhHans from '@/locales/zh-Hans'
import zhHant from '@/locales/zh-Hant'
import en from '@/locales/en'

export const LOCALES = ['zh-Hans', 'zh-Hant', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh-Hans'
export const LOCALE_STORAGE_KEY = 'locale'

type Tree = { [key: string]: string | Tree }
const catalogs: Record<Locale, Tree> = { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en }

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

function readStoredLocale(): Locale {
  try {
    const stored = Taro.getStorageSync(LOCALE_STORAGE_KEY)
    return (LOCALES as readonly string[]).includes(stored) ? (stored as Locale) : DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

class I18nStore {
  locale: Locale = readStoredLocale()

  constructor() {
    makeAutoObservable(this)
  }

  setLocale(locale: Locale) {
    this.locale = locale
    Taro.setStorageSync(LOCALE_STORAGE_KEY, locale)
  }
}

export const i18n = new I18nStore()

/**
 * Translates a key, filling {name} placeholders from params. Falls back to zh-Hans, then to the key itself,
 * so a missing translation shows something readable instead of nothing.
 */
export function t(key: string, params?: Record<string, string | number>): string {
  const text = lookup(catalogs[i18n.locale], key) ?? lookup(catalogs[DEFAULT_LOCALE], key) ?? key
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}
