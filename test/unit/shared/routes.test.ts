// The route table (src/shared/routes.ts) against the spec's routes.json and the pages src/app.config.ts declares,
// and the URL builder and parser every page and feature navigates with.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseRouteParams, routeUrl } from '@/shared/route-url'
import { isTabPath, ROUTES, TAB_PATHS } from '@/shared/routes'
import { filesUnder } from '../helpers/files'

// The spec lives beside the project (../shared/spec), which a clean clone on a CI machine does not have; the
// repository keeps a copy, and wherever the spec is present the copy must equal it.
const LIVE_SPEC = join(__dirname, '../../../../shared/spec/routes.json')
const SPEC_COPY = join(__dirname, '../../fixtures/spec-routes.json')
const readRoutes = (file: string): { path: string }[] => JSON.parse(readFileSync(file, 'utf8')).routes
const specRoutes = readRoutes(SPEC_COPY)

describe('the copy of the spec\'s routes.json', () => {
  const check = existsSync(LIVE_SPEC) ? it : it.skip
  check('equals ../shared/spec/routes.json (copy it again when the spec changes)', () => {
    expect(specRoutes).toEqual(readRoutes(LIVE_SPEC))
  })
})

interface AppConfig { pages: string[]; subPackages: { root: string; pages: string[] }[]; tabBar: { list: { pagePath: string }[] } }

function appConfig(): AppConfig {
  ;(globalThis as any).defineAppConfig = (config: AppConfig) => config
  return require('@/app.config').default
}

describe('route table', () => {
  it('lists exactly the routes of routes.json, in its order', () => {
    expect(Object.keys(ROUTES)).toEqual(specRoutes.map((route) => route.path))
  })

  it('knows every page app.config.ts declares', () => {
    const config = appConfig()
    const declared = [...config.pages, ...config.subPackages.flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))]
    for (const page of declared) expect(Object.keys(ROUTES)).toContain(page)
  })

  it('opens only pages app.config.ts declares (a spec route not built yet would be a dead end)', () => {
    const config = appConfig()
    const declared = new Set([...config.pages, ...config.subPackages.flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))])
    const opened = filesUnder(join(__dirname, '../../../src'), (name) => /\.tsx?$/.test(name)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:openPage|redirectToPage|switchToTab|routeUrl)\(\s*'([^']+)'/g)].map((m) => m[1]))
    expect(opened.length).toBeGreaterThan(20)
    expect(opened.filter((route) => !declared.has(route))).toEqual([])
  })

  it('marks as tabs exactly the tab bar of app.config.ts, in its order', () => {
    expect(TAB_PATHS).toEqual(appConfig().tabBar.list.map((tab) => '/' + tab.pagePath))
    expect(isTabPath('pages/entry/mine?x=1')).toBe(true)
    expect(isTabPath('/pages/mine/setting')).toBe(false)
  })
})

describe('routeUrl', () => {
  it('writes the typed parameters as the query', () => {
    expect(routeUrl('pages/order/detailOrder', { id: 3 })).toBe('/pages/order/detailOrder?id=3')
    expect(routeUrl('pages/mine/addressList', { select: true })).toBe('/pages/mine/addressList?select=1')
    expect(routeUrl('pages/entry/mine')).toBe('/pages/entry/mine')
  })

  it('leaves out absent optional parameters and encodes text', () => {
    expect(routeUrl('pages/order/confirmOrder', { goodsId: 5, classId: undefined, examSessionId: 9 }))
      .toBe('/pages/order/confirmOrder?goodsId=5&examSessionId=9')
    expect(routeUrl('pages/coupon/share', { code: 'a b&c' })).toBe('/pages/coupon/share?code=a%20b%26c')
  })
})

describe('parseRouteParams', () => {
  it('reads numbers, words and switches by their kind', () => {
    expect(parseRouteParams('pages/order/confirmOrder', { goodsId: '5', classId: '2' })).toEqual({ goodsId: 5, classId: 2 })
    expect(parseRouteParams('pages/mine/orderList', { status: 'paid' })).toEqual({ status: 'paid' })
    expect(parseRouteParams('pages/mine/addressList', { select: '1' })).toEqual({ select: true })
  })

  it('drops optional values that are not of their kind', () => {
    expect(parseRouteParams('pages/mine/orderList', { status: 'lost' })).toEqual({})
    expect(parseRouteParams('pages/entry/courseNoSwitch', { kind: 'exam' })).toEqual({ kind: 'exam' })
    expect(parseRouteParams('pages/order/confirmOrder', { goodsId: '5', classId: 'x' })).toEqual({ goodsId: 5 })
  })

  it('answers null when a required parameter is missing or unusable', () => {
    expect(parseRouteParams('pages/order/detailOrder', {})).toBeNull()
    expect(parseRouteParams('pages/order/detailOrder', { id: 'NaN' })).toBeNull()
    expect(parseRouteParams('pages/coupon/share', { code: '  ' })).toBeNull()
  })

  it('reads parameters from the scene of a mini-program code', () => {
    expect(parseRouteParams('pages/course/courseDetail', { scene: encodeURIComponent('id=12') })).toEqual({ id: 12 })
  })

  it('gives back what routeUrl wrote', () => {
    const url = routeUrl('pages/mine/xyRichtext', { type: 'privacy' })
    const query = Object.fromEntries(new URLSearchParams(url.split('?')[1]))
    expect(parseRouteParams('pages/mine/xyRichtext', query)).toEqual({ type: 'privacy' })
  })
})
