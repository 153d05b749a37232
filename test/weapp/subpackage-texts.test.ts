// The main package carries only the texts of the shell and the tab pages: a subpackage's locale namespace ships
// in the subpackages whose pages register it (src/shared/i18n.ts). Run after the weapp build.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import coupon from '../../src/locales/coupon/zh-Hans'
import goods from '../../src/locales/goods/zh-Hans'
import mine from '../../src/locales/mine/zh-Hans'
import order from '../../src/locales/order/zh-Hans'
import points from '../../src/locales/points/zh-Hans'
import poster from '../../src/locales/poster/zh-Hans'
import account from '../../src/locales/account/zh-Hans'
import catalog from '../../src/locales/catalog/zh-Hans'
import common from '../../src/locales/common/zh-Hans'
import home from '../../src/locales/home/zh-Hans'
import shell from '../../src/locales/shell/zh-Hans'

const DIST = 'dist/weapp'
/** Shown only on the pay page of pages/order (transform), in the sandbox. */
const ORDER_ONLY_SENTENCE = order.pay.sandboxHint
/** Long enough not to occur by chance in NutUI's or Taro's own texts. */
const DISTINCT_LENGTH = 8

type Tree = { readonly [key: string]: string | Tree }
const texts = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : texts(v)))

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? listFiles(full) : [full]
  })
}

/** Bundled JS writes non-ASCII text as \uXXXX escapes; look for either form. */
const forms = (text: string) => [text, text.replace(/[^\x00-\x7f]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'))]

const app = JSON.parse(readFileSync(join(DIST, 'app.json'), 'utf8'))
const roots: string[] = (app.subPackages ?? app.subpackages).map((p: { root: string }) => p.root.replace(/\/?$/, '/'))
const files = listFiles(DIST).filter((file) => /\.(js|json|wxml)$/.test(file))
const inPackage = (file: string) => relative(DIST, file).split(sep).join('/')
const mainFiles = files.filter((file) => !roots.some((root) => inPackage(file).startsWith(root)))
const containing = (text: string, among: string[]) =>
  among.filter((file) => forms(text).some((form) => readFileSync(file, 'utf8').includes(form))).map(inPackage)

describe('locale texts in the weapp packages', () => {
  it('ships the order-only sentence in pages/order and not in the main package', () => {
    expect(containing(ORDER_ONLY_SENTENCE, files).some((file) => file.startsWith('pages/order/'))).toBe(true)
    expect(containing(ORDER_ONLY_SENTENCE, mainFiles)).toEqual([])
  })

  it('keeps every subpackage namespace out of app.js, common.js, vendors.js and the tab pages', () => {
    const mainTexts = new Set([account, catalog, common, home, shell].flatMap((tree) => texts(tree)))
    const subpackageTexts = [coupon, goods, mine, order, points, poster].flatMap((tree) => texts(tree))
      .filter((text) => text.length >= DISTINCT_LENGTH && !mainTexts.has(text))
    expect(subpackageTexts.length).toBeGreaterThan(20)
    const leaked = subpackageTexts.filter((text) => containing(text, mainFiles).length > 0)
    expect(leaked).toEqual([])
  })
})
