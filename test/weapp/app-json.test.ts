import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
const { formatSizes, MAIN_BUDGET_BYTES, measureWeapp, SUBPACKAGE_BUDGET_BYTES } = require('../../scripts/weapp-size.cjs')

const DIST = 'dist/weapp'
const routes: { path: string }[] = JSON.parse(readFileSync('test/fixtures/spec-routes.json', 'utf8')).routes

describe('weapp build output', () => {
  const { app, sizes } = measureWeapp(DIST) as { app: any; sizes: Record<string, number> }
  const subPackages: { root: string; pages: string[] }[] = app.subPackages ?? app.subpackages ?? []
  const allPages: string[] = [...app.pages, ...subPackages.flatMap((p) => p.pages.map((page) => p.root.replace(/\/?$/, '/') + page))]

  it('keeps only the tab pages and bindPhone in the main package', () => {
    for (const page of app.pages) expect(page === 'pages/boot/bindPhone' || page.startsWith('pages/entry/')).toBe(true)
    expect(app.pages).toEqual(expect.arrayContaining(['pages/entry/index', 'pages/boot/bindPhone']))
  })

  it('makes every other first-level pages/ folder a subpackage root', () => {
    for (const pkg of subPackages) expect(pkg.root).toMatch(/^pages\/(?!entry\/|boot\/)[A-Za-z]+\/?$/)
  })

  it('registers only spec routes, each with a page file in the output', () => {
    const specPaths = new Set(routes.map((r) => r.path))
    for (const page of allPages) {
      expect(specPaths.has(page)).toBe(true)
      expect(existsSync(join(DIST, page + '.js'))).toBe(true)
      expect(existsSync(join(DIST, page + '.wxml'))).toBe(true)
    }
  })

  it('declares the tab bar of spec §2 with an icon pair per tab', () => {
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
