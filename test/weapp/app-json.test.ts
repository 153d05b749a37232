import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { PACKAGES, ROUTES } from '../../src/shared/routes'
const { formatSizes, MAIN_BUDGET_BYTES, measureWeapp, SUBPACKAGE_BUDGET_BYTES } = require('../../scripts/weapp-size.cjs')

const DIST = 'dist/weapp'

describe('weapp build output', () => {
  const { app, sizes } = measureWeapp(DIST) as { app: any; sizes: Record<string, number> }
  const subPackages: { root: string; pages: string[] }[] = app.subPackages ?? app.subpackages ?? []
  const allPages: string[] = [...app.pages, ...subPackages.flatMap((p) => p.pages.map((page) => p.root.replace(/\/?$/, '/') + page))]

  it('keeps only the tab pages and bindPhone in the main package', () => {
    for (const page of app.pages) expect(page === 'pages/boot/bindPhone' || page.startsWith('pages/entry/')).toBe(true)
    expect(app.pages).toEqual(expect.arrayContaining(['pages/entry/index', 'pages/boot/bindPhone']))
  })

  it('makes subpackages of exactly the package roots of the route table, none inside another', () => {
    const roots = subPackages.map((p) => p.root.replace(/\/$/, ''))
    for (const root of roots) expect(Object.keys(PACKAGES)).toContain(root)
    for (const a of roots) for (const b of roots) if (a !== b) expect(b.startsWith(a + '/')).toBe(false)
  })

  it('registers only routes of the table, each with a page file in the output', () => {
    const specPaths = new Set(Object.keys(ROUTES))
    for (const page of allPages) {
      expect(specPaths.has(page)).toBe(true)
      expect(existsSync(join(DIST, page + '.js'))).toBe(true)
      expect(existsSync(join(DIST, page + '.wxml'))).toBe(true)
    }
  })

  it('declares the five-tab bar with its colours and an icon pair per tab', () => {
    const { tabBar } = app
    expect(tabBar.color).toBe('#666666')
    expect(tabBar.selectedColor).toBe('#0DBC3B')
    expect(tabBar.list.map((t: any) => t.pagePath)).toEqual([
      'pages/entry/index', 'pages/entry/course', 'pages/entry/train', 'pages/entry/about', 'pages/entry/mine'
    ])
    expect(tabBar.list[2].text).toBe('私教宝')
    expect(tabBar.list[3].text).toMatch(/^关于/)
    for (const tab of tabBar.list) {
      expect(existsSync(join(DIST, tab.iconPath))).toBe(true)
      expect(existsSync(join(DIST, tab.selectedIconPath))).toBe(true)
    }
  })

  it('sets the network timeouts, lazy code loading and private-info declarations', () => {
    expect(app.networkTimeout).toEqual({ request: 60000, connectSocket: 60000, uploadFile: 60000, downloadFile: 60000 })
    expect(app.lazyCodeLoading).toBe('requiredComponents')
    expect(app.requiredPrivateInfos).toEqual(expect.arrayContaining(['chooseAddress', 'getLocation']))
  })

  it('preloads subpackages only by rules that name real pages and packages', () => {
    const roots = subPackages.map((p) => p.root.replace(/\/$/, ''))
    for (const [page, rule] of Object.entries<any>(app.preloadRule ?? {})) {
      expect(allPages).toContain(page)
      for (const pkg of rule.packages) expect(roots).toContain(pkg.replace(/\/$/, ''))
    }
  })

  it('keeps the main package within 1.2 MB and every subpackage within 1.5 MB', () => {
    console.log(`weapp package sizes:\n${formatSizes(sizes)}`)
    expect(sizes.main).toBeLessThanOrEqual(MAIN_BUDGET_BYTES)
    for (const [name, bytes] of Object.entries(sizes)) {
      if (name !== 'main') expect(bytes).toBeLessThanOrEqual(SUBPACKAGE_BUDGET_BYTES)
    }
  })
})
