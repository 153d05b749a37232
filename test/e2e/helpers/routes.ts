// The pages the app registers (the built routes of src/shared/routes.ts) with the title each must show: the spec's
// (test/fixtures/spec-routes.json, which a unit test keeps equal to the spec), or the one we chose where the spec
// gives none; and whether the page needs a signed-in user and which query parameters it cannot do without.
import { readFileSync } from 'node:fs'
import type { Browser, Page, Response } from 'playwright-core'
import { ROUTES, type RouteDef } from '../../../src/shared/routes'
import { newPhone } from './browser'

const specRoutes: { path: string; title: string | null }[] = JSON.parse(readFileSync('test/fixtures/spec-routes.json', 'utf8')).routes

/** Titles for routes whose spec title is null, and for pages outside the spec. */
const OWN_TITLES: Record<string, string> = {
  'pages/entry/index': '绿动健身学院',
  'pages/entry/course': '课程',
  'pages/entry/train': '私教宝',
  'pages/entry/mine': '我的',
  'pages/mine/goodsAgreement': '商品协议',
  'pages/course/courseTarget': '适合人群',
  'pages/course/courseDiscount': '优惠',
  'pages/aiassistant/index': 'AI助手',
  // Sales pages whose spec title is null
  'pages/private/clue/index': '销售线索',
  'pages/private/clue/edit': '跟进线索',
  'pages/private/coupon/index': '发放优惠券',
  'pages/private/coupon/edit': '优惠券发放',
  'pages/private/withdraw/index': '佣金提现',
  'pages/private/withdraw/detail': '提现详情',
  // Coursework pages whose spec title is null
  'pages/course/document/index': '课程学习',
  'pages/course/document/task': '课程作业',
  'pages/course/document/information': '课程资料',
  'pages/course/document/exam': '学习进度',
  'pages/course/document/introduction': '课程介绍',
  'pages/course/document/introductionChapter': '章节',
  'pages/course/document/introductionDetail': '小节',
  'pages/course/document/introductionItem': '课时学习',
  'pages/course/document/class': '课程班级',
  'pages/course/task/detail': '作业详情',
  'pages/course/task/edit': '提交作业',
  'pages/private/teacher/courseTask/task': '班级作业',
  'pages/private/teacher/courseTask/order': '学员作业',
  'pages/private/teacher/courseTask/subject': '作业题目',
  'pages/private/teacher/courseTask/detail': '批改',
  'pages/mine/epAssessmento/questionStudent': '课程评价',
  // Education organisation pages whose spec title is null
  'pages/private/edu/class': '我的班级',
  'pages/private/edu/month': '月度开班记录',
  'pages/course/transfer': '转班',
  'pages/course/retrain': '重修',
  'pages/course/notices': '上课提醒',
  // Exam pages whose spec title is null, and the wrong-answer book
  'pages/course/exam/examining': '考试',
  'pages/course/exam/wrongBook': '错题本',
  'pages/course/document/challenge/index': '章节挑战',
  'pages/course/document/challenge/exam': '挑战详情',
  'pages/course/document/challenge/examining': '挑战答题',
  'pages/course/document/challenge/finished': '挑战结果',
  // Certification pages whose spec title is null, and the public certificate check (our own page)
  'pages/home/certCheck': '证书查询',
  'pages/private/judges/index': '考官',
  'pages/private/judges/order': '考生名单',
  'pages/private/judges/orderDetail': '实操评分',
  'pages/train/logs': '训练日志',
  'pages/train/editUser': '学员档案',
  'pages/train/time': '预约时间',
  'pages/train/customized': '10分定制',
  'pages/train/builder': '生成计划',
  'pages/train/sort': '调整顺序',
  'pages/train/editAction': '编辑动作',
  'pages/train/editModule': '编辑模块',
  'pages/train/selectAction': '选择动作',
  'pages/train/training': '训练',
  'pages/train/trainStep': '逐组训练',
  'pages/train/share': '分享海报',
  'pages/train/plan': '我的计划',
  'pages/train/editPlan': '编辑计划',
  'pages/train/editPlanWeek': '编辑周计划',
  'pages/train/planWeekShow': '周计划',
  'pages/train/sharePlan': '分享计划',
  'pages/train/likePlan': '喜欢的计划',
  'pages/train/likePlan2': '订阅的计划',
  'pages/train/achieve': '成就',
  'pages/train/achieveDetail': '成就详情',
  'pages/train/unlock': '解锁计划',
  'pages/action/group/detail': '动作库',
  'pages/action/group/detailMore': '全部动作',
  'pages/action/lixun/detail': '力训计划',
  'pages/action/lixun/detailMore': '训练安排'
}

/** Titles we changed from the spec's, where its title named the wrong thing (a goods page titles itself by kind). */
const RENAMED_TITLES: Record<string, string> = {
  'pages/home/faq': '常见问题',
  'pages/entry/searchDetail': '搜索',
  'pages/course/courseDetail': '详情'
}

export interface RegisteredRoute {
  path: string
  title: string
  /** Shows only the signed-in user's data: a signed-out visitor ends on the login page. */
  signIn: boolean
}

export function registeredRoutes(): RegisteredRoute[] {
  return Object.entries(ROUTES as Record<string, RouteDef>).filter(([, def]) => def.built).map(([path, def]) => {
    const title = RENAMED_TITLES[path] ?? specRoutes.find((route) => route.path === path)?.title ?? OWN_TITLES[path]
    if (!title) throw new Error(`${path} has no title: give it one in OWN_TITLES`)
    return { path, title, signIn: Boolean(def.signIn) }
  })
}

const LOGIN_ROUTE = 'pages/boot/bindPhone'

/**
 * The tab a file's deep links open in, one after another: one context per browser, so its loads share the HTTP cache
 * and V8's code cache as a returning visitor's would, and each link costs its own page's work rather than a cold start
 * (the cold first load is what `npm run bench` measures). Each link is a new document typed into the same tab: a new
 * tab per link cost Chromium a renderer each time (2026-12-07: 114 links 117 → 75 s). Storage and cookies are
 * cleared and the tab left on about:blank after every link, so each starts signed out. Every document it loads
 * records its titles and pages (recordTitlesAndPages) for the no-flash check.
 */
const deepLinkTabs = new WeakMap<Browser, Promise<Page>>()

function deepLinkTab(browser: Browser): Promise<Page> {
  let tab = deepLinkTabs.get(browser)
  if (!tab) {
    tab = newPhone(browser).then(async ({ page }) => {
      await page.addInitScript(recordTitlesAndPages)
      return page
    })
    deepLinkTabs.set(browser, tab)
  }
  return tab
}

/**
 * Opens a route directly in the file's deep-link tab and checks it ends on the page titled `title` (a
 * page that needs a signed-in user: the login page, titled 登录) with something rendered, not a blank screen, and no
 * call answered 401.
 */
export async function expectDeepLink(browser: Browser, path: string, title: string): Promise<void> {
  const page = await deepLinkTab(browser)
  try {
    await openDeepLink(page, path, title)
  } finally {
    await page.evaluate(() => { localStorage.clear(); sessionStorage.clear() }).catch(() => {})
    await page.context().clearCookies()
    await page.goto('about:blank')
  }
}

async function openDeepLink(page: Page, path: string, title: string): Promise<void> {
  // Nothing asks the server for a signed-in user's data without a token (request.ts does not send such a call).
  const unauthorized: string[] = []
  const on401 = (response: Response) => { if (response.status() === 401) unauthorized.push(response.url()) }
  page.on('response', on401)
  try {
    await openAndCheck(page, path, title)
  } finally {
    page.off('response', on401)
  }
  expect(unauthorized).toEqual([])
}

async function openAndCheck(page: Page, path: string, title: string): Promise<void> {
  const gated = title === '登录' && path !== LOGIN_ROUTE
  await page.goto(`/${path}?x=1`)
  const finalPath = gated ? LOGIN_ROUTE : path
  await page.waitForURL(`**/${finalPath}*`, { timeout: 15000 })
  await page.waitForFunction((t) => document.title === t, title, { timeout: 15000 })
  // Text may come a moment after the title (a tab shows its skeleton, which has none, until its data arrives).
  const hasText = () => {
    const pages = document.querySelectorAll<HTMLElement>('.taro_page')
    return (pages[pages.length - 1]?.innerText.trim().length ?? 0) > 0
  }
  await expect(page.waitForFunction(hasText, undefined, { timeout: 15000 })).resolves.toBeTruthy()
  if (gated) await expectNoFlash(page, path)
}

/** Runs in the page before any of its scripts: every title the tab shows and every page the router creates. */
function recordTitlesAndPages() {
  const seen = { titles: [] as string[], pages: [] as string[] }
  ;(window as unknown as { __seen: typeof seen }).__seen = seen
  const note = () => { if (seen.titles[seen.titles.length - 1] !== document.title) seen.titles.push(document.title) }
  new MutationObserver((records) => {
    note()
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof HTMLElement && node.classList.contains('taro_page')) seen.pages.push(node.id)
      })
    }
  }).observe(document, { subtree: true, childList: true, characterData: true })
}

/**
 * A signed-out visitor of a signIn page never sees that page: the only titles shown are the site's own (index.html)
 * and the login page's, and the router never creates the page itself.
 */
async function expectNoFlash(page: Page, path: string): Promise<void> {
  const seen = await page.evaluate(() => (window as unknown as { __seen: { titles: string[]; pages: string[] } }).__seen)
  expect(seen.titles.filter((shown) => shown !== '绿动健身学院' && shown !== '')).toEqual(['登录'])
  expect(seen.pages.filter((id) => id.replace(/^\//, '').startsWith(path))).toEqual([])
  expect(seen.pages.length).toBeGreaterThan(0)
}
