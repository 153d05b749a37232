// Locale catalogues: the three languages agree key for key and placeholder for placeholder, the main package
// registers only the shell's namespaces, and every page registers the namespaces its texts come from.
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { homeMessages } from '@/locales/home'
import { i18n, registerMessages, t } from '@/shared/i18n'
import type { MessageBundle } from '@/locales/translation'
import { importClosure, namespacesRegistered, namespacesUsed } from './page-namespaces'
import { filesUnder } from '../helpers/files'

const SRC = resolve(__dirname, '../../../src')
const MAIN_NAMESPACES = ['about', 'account', 'catalog', 'common', 'home', 'search', 'shell']
const namespaces = readdirSync(join(SRC, 'locales'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
const bundle = (ns: string): MessageBundle => require(`@/locales/${ns}`)[`${ns}Messages`]

type Tree = { [key: string]: string | Tree }
function leaves(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : Object.entries(leaves(value, `${prefix}${key}.`))))
}
// {n} and the plural form {n|one|other} both name n.
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?:\|[^}]*)?\}/g)].map((m) => m[1]).sort()

const pageFiles = () => filesUnder(join(SRC, 'pages'), (name) => name.endsWith('.tsx'))

describe.each(namespaces)('namespace %s', (ns) => {
  const { namespace, catalogs } = bundle(ns)
  const source = leaves(catalogs['zh-Hans'] as Tree)

  it('is registered under its folder name', () => expect(namespace).toBe(ns))

  // A translation may leave a placeholder out (the English tab says just 'About'); one zh-Hans lacks would stay
  // unfilled, since callers pass only what zh-Hans names.
  it.each(['zh-Hant', 'en'] as const)('has every zh-Hans key in %s, with no placeholder zh-Hans lacks', (locale) => {
    const translated = leaves(catalogs[locale] as Tree)
    expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort())
    for (const [key, text] of Object.entries(source)) {
      const extra = placeholders(translated[key]).filter((name) => !placeholders(text).includes(name))
      expect([key, extra]).toEqual([key, []])
    }
  })
})

describe('typed keys', () => {
  it('refuses a misspelt key and a missing placeholder at type-check time', () => {
    // @ts-expect-error 'titel' is not a key of the order namespace
    expect(t('order.detail.titel')).toBe('order.detail.titel')
    // @ts-expect-error the text needs {n}
    expect(t('catalog.sold')).toBe('{n}人已购')
    // @ts-expect-error the text names {n}, not {count}
    expect(t('catalog.sold', { count: 3 })).toBe('{n}人已购')
    expect(t('catalog.sold', { n: 3 })).toBe('3人已购')
  })
})

describe('numbers in words', () => {
  afterEach(() => i18n.setLocale('zh-Hans'))

  it('says 1 read and 2 reads in English, from one text with the plural form', () => {
    i18n.setLocale('en')
    registerMessages(homeMessages)
    expect(t('home.news.views', { n: 1 })).toBe('1 read')
    expect(t('home.news.views', { n: 2 })).toBe('2 reads')
    expect(t('home.news.views', { n: 0 })).toBe('0 reads')
  })
})

describe('registration', () => {
  it('registers the shell and tab namespaces with the store itself', () => {
    expect(t('shell.brand.name')).toBe('绿动健身学院')
    expect(t('account.login.submit')).toBe('登录')
    expect(t('catalog.kinds.course')).toBe('课程')
    expect(t('common.action.retry')).toBe('重试')
  })

  it.each(pageFiles().map((file) => [file.slice(SRC.length + 1), file]))('%s registers every namespace its texts use', (_, file) => {
    const needed = [...namespacesUsed(importClosure(file), namespaces)].filter((ns) => !MAIN_NAMESPACES.includes(ns))
    const registered = namespacesRegistered(file)
    expect(needed.filter((ns) => !registered.has(ns))).toEqual([])
  })

  it('keeps main-package pages (entry, boot) free of subpackage namespaces', () => {
    for (const file of pageFiles().filter((f) => /pages\/(entry|boot)\//.test(f))) {
      const used = [...namespacesUsed(importClosure(file), namespaces)]
      expect([file, used.filter((ns) => !MAIN_NAMESPACES.includes(ns))]).toEqual([file, []])
    }
  })
})
