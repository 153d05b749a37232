// The routes the app registers (src/app.config.ts) with the title each must show (routes.json, through the copy in
// test/fixtures that the unit test keeps equal to the spec; or the tab or
// page title we chose where the spec gives none).
import { readFileSync } from 'node:fs'

const specRoutes: { path: string; title: string | null }[] = JSON.parse(readFileSync('test/fixtures/spec-routes.json', 'utf8')).routes

/** Titles for routes whose spec title is null. */
const OWN_TITLES: Record<string, string> = {
  'pages/entry/index': '绿动健身学院',
  'pages/entry/course': '课程',
  'pages/entry/train': '私教宝',
  'pages/entry/mine': '我的',
  'pages/mine/goodsAgreement': '商品协议',
  'pages/course/courseTarget': '适合人群',
  'pages/course/courseDiscount': '优惠',
  'pages/aiassistant/index': 'AI助手'
}

/** Titles we changed from the spec's, where its title named the wrong thing (a goods page titles itself by kind). */
const RENAMED_TITLES: Record<string, string> = {
  'pages/home/faq': '常见问题',
  'pages/entry/searchDetail': '搜索',
  'pages/course/courseDetail': '详情'
}

interface AppConfig { pages: string[]; subPackages: { root: string; pages: string[] }[] }

function appConfig(): AppConfig {
  ;(globalThis as any).defineAppConfig = (config: AppConfig) => config
  return require('../../../src/app.config').default
}

export function registeredRoutes(): { path: string; title: string }[] {
  const config = appConfig()
  const paths = [...config.pages, ...config.subPackages.flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))]
  return paths.map((path) => {
    const spec = specRoutes.find((route) => route.path === path)
    if (!spec) throw new Error(`${path} is registered but is not a spec route`)
    return { path, title: RENAMED_TITLES[path] ?? spec.title ?? OWN_TITLES[path] }
  })
}
