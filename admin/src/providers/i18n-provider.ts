// The console's three locales (zh-Hans first, like the app). Texts are typed objects (locales/<locale>/), so a
// key missing in one locale fails the type-check; `useT()` takes only keys that exist. Changing the language
// reloads the page: every screen, Ant Design's own texts and dayjs then start in the new locale.
import { useTranslate, type I18nProvider } from '@refinedev/core'
import zhHans from '../locales/zh-Hans'
import zhHant from '../locales/zh-Hant'
import en from '../locales/en'
import { LOCALES, type Locale } from '../locales/types'

const LOCALE_KEY = 'fitedu-admin-locale'
const TEXTS: Record<Locale, unknown> = { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en }

type Join<K, P> = K extends string ? (P extends string ? `${K}.${P}` : never) : never
type Paths<T, Depth extends unknown[] = []> = Depth['length'] extends 4
  ? never
  : { [K in keyof T & string]: T[K] extends string ? K : Join<K, Paths<T[K], [...Depth, unknown]>> }[keyof T & string]

/** Every text key of the console: `users.fields.phone`. */
export type TextKey = Paths<typeof zhHans>

export function currentLocale(): Locale {
  const saved = localStorage.getItem(LOCALE_KEY)
  return (LOCALES as readonly string[]).includes(saved ?? '') ? (saved as Locale) : 'zh-Hans'
}

function lookup(texts: unknown, key: string): string | undefined {
  let node: unknown = texts
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

function fill(text: string, params: Record<string, unknown> | undefined): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params?.[name] ?? ''))
}

/** A text of the current locale; falls back to zh-Hans, then to the default or the key itself. */
export function translate(key: string, params?: Record<string, unknown>, defaultMessage?: string): string {
  const text = lookup(TEXTS[currentLocale()], key) ?? lookup(zhHans, key) ?? defaultMessage ?? key
  return fill(text, params)
}

export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: unknown, defaultMessage?: string) =>
    translate(key, typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : undefined, defaultMessage ?? (typeof options === 'string' ? options : undefined)),
  changeLocale: async (locale: string) => {
    localStorage.setItem(LOCALE_KEY, locale)
    window.location.reload()
  },
  getLocale: () => currentLocale()
}

/** The typed translate function for components. */
export function useT(): (key: TextKey, params?: Record<string, unknown>) => string {
  const t = useTranslate()
  return (key, params) => t(key, params ?? {})
}
