// The route table (src/shared/routes.ts) against the spec's routes (test/fixtures/spec-routes.json), the page files
// and the pages and packages src/app.config.ts declares; and the URL builder and parser pages navigate with.
import { existsSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { parseRouteParams, routeUrl } from '@/shared/route-url'
import { isTabPath, OWN_ROUTE_PATHS, PACKAGES, ROUTES, SPEC_ROUTE_PATHS, TAB_PATHS, type PackageName, type RouteDef } from '@/shared/routes'
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

interface AppConfig {
  pages: string[]
  subPackages: { root: string; pages: string[] }[]
  preloadRule: Record<string, { packages: string[] }>
  tabBar: { list: { pagePath: string }[] }
}

function appConfig(): AppConfig {
  ;(globalThis as any).defineAppConfig = (config: AppConfig) => config
  return require('@/app.config').default
}

const defs = ROUTES as Record<string, RouteDef>
const paths = Object.keys(defs)
const roots = (Object.keys(PACKAGES) as PackageName[]).filter((pkg) => pkg !== 'main')
const SRC = join(__dirname, '../../../src')
// Page files: src/pages/**/<name>.tsx (a page's own pieces live in features/ or shared/, never beside it).
const pageFiles = filesUnder(join(SRC, 'pages'), (name) => name.endsWith('.tsx'))
  .map((file) => relative(SRC, file).split(sep).join('/').replace(/\.tsx$/, ''))

describe('route table', () => {
  it('lists exactly the routes of the spec copy, in its order, and then the pages outside the spec', () => {
    expect(SPEC_ROUTE_PATHS).toEqual(specRoutes.map((route) => route.path))
    expect(paths).toEqual([...SPEC_ROUTE_PATHS, ...OWN_ROUTE_PATHS])
    const spec = new Set(SPEC_ROUTE_PATHS)
    expect(OWN_ROUTE_PATHS.filter((path) => spec.has(path))).toEqual([])
  })

  it('marks as built exactly the pages that have a page file', () => {
    expect(pageFiles.length).toBeGreaterThan(40)
    expect(pageFiles.filter((page) => !defs[page])).toEqual([])
    expect(paths.filter((path) => defs[path].built).sort()).toEqual([...pageFiles].sort())
  })

  it('puts every route under the root of its package, and main pages under no root', () => {
    for (const path of paths) {
      const { pkg } = defs[path]
      if (pkg === 'main') expect(roots.filter((root) => path.startsWith(root + '/'))).toEqual([])
      else expect(path.startsWith(pkg + '/')).toBe(true)
    }
  })

  it('never nests a package root inside another (WeChat refuses it)', () => {
    for (const a of roots) for (const b of roots) if (a !== b) expect(b.startsWith(a + '/')).toBe(false)
  })

  it('keeps staff and trainer pages out of learner packages and never preloads them for a learner', () => {
    for (const path of paths) {
      const audience = PACKAGES[defs[path].pkg]
      if (/^pages\/private\//.test(path)) expect(audience).toBe('staff')
      if (/^pages\/(train|action)\//.test(path)) expect(audience).toBe('trainer')
      for (const pkg of defs[path].preload ?? []) {
        expect(PACKAGES[pkg]).toBe('learner')
        expect(pkg).not.toBe(defs[path].pkg)
      }
    }
  })

  it('says which pages need a signed-in user (the user-info page among them)', () => {
    expect(defs['pages/mine/userInfo'].signIn).toBe(true)
    expect(defs['pages/course/classList'].signIn).toBe(true)
    expect(defs['pages/entry/mine'].signIn).toBeUndefined()
  })
})

describe('app.config.ts', () => {
  const config = appConfig()
  const declared = [...config.pages, ...config.subPackages.flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))]

  it('registers the built routes, each in the package the table names, the home tab first', () => {
    expect(config.pages[0]).toBe('pages/entry/index')
    expect([...declared].sort()).toEqual(paths.filter((path) => defs[path].built).sort())
    for (const page of config.pages) expect(defs[page].pkg).toBe('main')
    for (const pkg of config.subPackages) {
      expect(Object.keys(PACKAGES)).toContain(pkg.root)
      for (const page of pkg.pages) expect(defs[`${pkg.root}/${page}`].pkg).toBe(pkg.root)
    }
  })

  it('preloads what the table says', () => {
    const rules = Object.entries(config.preloadRule).map(([page, rule]) => [page, rule.packages])
    expect(rules.sort()).toEqual(paths.filter((path) => defs[path].built && defs[path].preload).map((path) => [path, defs[path].preload]).sort())
  })

  it('opens only pages app.config.ts declares (a spec route not built yet would be a dead end)', () => {
    const registered = new Set(declared)
    const opened = filesUnder(SRC, (name) => /\.tsx?$/.test(name)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:openPage|redirectToPage|switchToTab|routeUrl)\(\s*'([^']+)'/g)].map((m) => m[1]))
    expect(opened.length).toBeGreaterThan(20)
    expect(opened.filter((route) => !registered.has(route))).toEqual([])
  })

  it('marks as tabs exactly the tab bar, in its order', () => {
    expect(TAB_PATHS).toEqual(config.tabBar.list.map((tab) => '/' + tab.pagePath))
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
