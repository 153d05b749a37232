// i18n: zh-Hans (default), zh-Hant and en. Texts live in src/locales/<namespace>/<locale>.ts; a key is
// 'namespace.path.to.text', typed against the zh-Hans catalogues (a misspelt key or a missing {param} fails tsc).
// The main package carries only the namespaces of the shell and the tab pages, registered here; a subpackage's
// page registers its area's namespaces when its module loads (registerMessages(orderMessages)), so those texts
// ship in that subpackage. The locale is observable, so observer components re-render when it changes.
import Taro from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'
import { aboutMessages } from '@/locales/about'
import { accountMessages } from '@/locales/account'
import { catalogMessages } from '@/locales/catalog'
import { commonMessages } from '@/locales/common'
import { homeMessages } from '@/locales/home'
import { searchMessages } from '@/locales/search'
import { shellMessages } from '@/locales/shell'
import { trainTabMessages } from '@/locales/training/tab'
import type { MessageBundle, Messages } from '@/locales/translation'

export const LOCALES = ['zh-Hans', 'zh-Hant', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh-Hans'
export const LOCALE_STORAGE_KEY = 'locale'

type Entries<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? { key: `${Prefix}${K}`; text: T[K] } : Entries<T[K], `${Prefix}${K}.`>
}[keyof T & string]
type Entry = Entries<Messages>
type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never
// Texts by key as one object type: looking a key up is then a property access, not a search of every entry
// (Extract over the whole union made the type-check give up once the catalogues passed about a thousand texts).
type TextByKey = { [E in Entry as E['key']]: E['text'] }
type ParamsOf<K extends MessageKey> = Placeholders<TextByKey[K]>

/** Every text's key, e.g. 'order.detail.title'. */
export type MessageKey = Entry['key']
/** Keys whose text has no {placeholder}: what a variable holding "some key" is typed as. */
export type PlainKey = { [K in MessageKey]: [ParamsOf<K>] extends [never] ? K : never }[MessageKey]
/** t()'s second argument: required, naming each {placeholder}, exactly when the text has some. */
export type MessageArgs<K extends MessageKey> = [ParamsOf<K>] extends [never]
  ? []
  : [params: Record<ParamsOf<K>, string | number>]

type Tree = { readonly [key: string]: string | Tree }
const catalogs: Record<Locale, Record<string, Tree>> = { 'zh-Hans': {}, 'zh-Hant': {}, en: {} }

/** Makes namespaces' texts available to t(). Registering one again replaces it (harmless). */
export function registerMessages(...bundles: MessageBundle[]): void {
  for (const { namespace, catalogs: byLocale } of bundles) {
    for (const locale of LOCALES) catalogs[locale][namespace] = byLocale[locale] as Tree
  }
}

registerMessages(shellMessages, commonMessages, accountMessages, catalogMessages, aboutMessages, homeMessages, searchMessages, trainTabMessages)

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
 * Translates a key, filling {name} placeholders from params. Falls back to zh-Hans, then to the key itself, so a
 * namespace a page forgot to register shows something readable instead of nothing. A translation whose words follow
 * a number writes {name|one|other}: 'one' when the value is 1, else 'other' ('{n} {n|read|reads}' → '1 read').
 */
export function t<K extends MessageKey>(key: K, ...[params]: MessageArgs<K>): string {
  const text = lookup(catalogs[i18n.locale], key) ?? lookup(catalogs[DEFAULT_LOCALE], key) ?? key
  if (!params) return text
  const values = params as Record<string, string | number>
  return text
    .replace(/\{(\w+)\|([^|}]*)\|([^}]*)\}/g, (whole, name: string, one: string, other: string) =>
      (name in values ? (Number(values[name]) === 1 ? one : other) : whole))
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
