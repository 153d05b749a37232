// Every page of the app by its path: the spec's 148 routes (test/fixtures/spec-routes.json, same order) and then the
// pages we added outside the spec (OWN_ROUTES). Each route says
// - pkg: the mini-program package its code lives in (PACKAGES below); src/app.config.ts builds `pages`,
//   `subPackages` and `preloadRule` from this table, so a new page lands in its package by its entry here;
// - built: its page file exists (src/<path>.tsx) and the app registers it; routes still to be built stay listed;
// - signIn: it shows only the signed-in user's own data, so a signed-out visitor ends on the login page;
// - preload: the subpackages WeChat downloads in the background once this page is open;
// - params: the query parameters the page reads.
// test/unit/shared/routes.test.ts keeps this table, the spec's list and the page files in step. Pages and features
// never type a '/pages/…' string: they name a route here and build its URL with routeUrl() (shared/route-url.ts),
// so a renamed page or a missing id fails the type-check.
import { AGREEMENT_TYPES } from '@contract/identity/constants'
import { GOODS_KINDS } from '@contract/catalog/constants'
import { ORDER_STATUSES } from '@contract/commerce/constants'
import { NEWS_CATEGORIES } from '@contract/content/home-shapes'
import { flag, id, oneOf, optional, text, type ParamSpec } from './route-params'

/** Who opens a package's pages. A learner's pages never preload a staff or trainer package. */
export type Audience = 'learner' | 'staff' | 'trainer'

/**
 * The packages of the mini-program. `main` (≤ 1.2 MB) holds the tab pages and the login page; every other name is a
 * subpackage root folder (≤ 1.5 MB each, measured by scripts/weapp-size.cjs). WeChat refuses a root inside another
 * root, and a page's path must stay the spec's, so a folder that has pages of its own (pages/course/courseDetail)
 * is one root with all its subfolders (documents, exams, tasks): staff and trainer areas get a root per folder.
 */
export const PACKAGES = {
  main: 'learner',
  'pages/mine': 'learner',
  'pages/course': 'learner',
  'pages/order': 'learner',
  'pages/coupon': 'learner',
  'pages/home': 'learner',
  'pages/questionnaire': 'learner',
  'pages/aiassistant': 'learner',
  'pages/student': 'learner',
  'pages/private/sale': 'staff',
  'pages/private/teacher': 'staff',
  'pages/private/ep': 'staff',
  'pages/private/edu': 'staff',
  'pages/private/judges': 'staff',
  'pages/private/withdraw': 'staff',
  'pages/private/clue': 'staff',
  'pages/private/coupon': 'staff',
  'pages/train': 'trainer',
  'pages/action': 'trainer'
} as const satisfies Record<string, Audience>

export type PackageName = keyof typeof PACKAGES

export interface RouteDef {
  readonly pkg: PackageName
  readonly built?: true
  /** A tab page: opened with switchTab, never navigateTo, and never with parameters. */
  readonly tab?: true
  readonly signIn?: true
  readonly preload?: readonly PackageName[]
  readonly params?: Readonly<Record<string, ParamSpec>>
}

/** The spec's routes, in its order. Routes whose page is not built yet have no parameters; the area that builds one adds them. */
const SPEC_ROUTES = {
  'pages/entry/index': { pkg: 'main', built: true, preload: ['pages/home'], tab: true },
  'pages/entry/course': { pkg: 'main', built: true, preload: ['pages/course'], tab: true },
  'pages/entry/train': { pkg: 'main', built: true, tab: true },
  'pages/entry/about': { pkg: 'main', built: true, preload: ['pages/home'], tab: true },
  'pages/entry/mine': { pkg: 'main', built: true, preload: ['pages/mine', 'pages/course'], tab: true },
  // The notice list, or one notice with ?id= (a second view of the same page, so a notice deep-links).
  'pages/entry/msg': { pkg: 'main', built: true, params: { id: optional(id) } },
  'pages/entry/courseNoSwitch': { pkg: 'main', built: true, params: { kind: optional(oneOf(GOODS_KINDS)) } },
  'pages/entry/searchDetail': { pkg: 'main', built: true, params: { keyword: optional(text) } },
  'pages/boot/bindPhone': { pkg: 'main', built: true },
  'pages/private/sale/class': { pkg: 'pages/private/sale', built: true, signIn: true },
  'pages/private/sale/classInfo': { pkg: 'pages/private/sale', built: true, signIn: true, params: { id } },
  'pages/private/sale/order': { pkg: 'pages/private/sale', built: true, signIn: true },
  'pages/private/teacher/teacherCourse': { pkg: 'pages/private/teacher', built: true, signIn: true },
  'pages/private/teacher/leaveAsk': { pkg: 'pages/private/teacher', built: true, signIn: true },
  'pages/private/teacher/addLeaveAsk': { pkg: 'pages/private/teacher', built: true, signIn: true },
  'pages/private/teacher/class': { pkg: 'pages/private/teacher', built: true, signIn: true },
  'pages/private/teacher/classArrange': { pkg: 'pages/private/teacher', built: true, signIn: true, params: { classId: optional(id) } },
  'pages/private/teacher/question': { pkg: 'pages/private/teacher', built: true, signIn: true },
  'pages/private/teacher/courseTask/class': { pkg: 'pages/private/teacher', built: true, signIn: true },
  'pages/private/teacher/courseTask/task': { pkg: 'pages/private/teacher', built: true, signIn: true, params: { id } },
  'pages/private/teacher/courseTask/order': { pkg: 'pages/private/teacher', built: true, signIn: true, params: { id, task: id } },
  'pages/private/teacher/courseTask/subject': { pkg: 'pages/private/teacher', built: true, signIn: true, params: { id, task: id } },
  'pages/private/teacher/courseTask/detail': { pkg: 'pages/private/teacher', built: true, signIn: true, params: { id } },
  'pages/private/ep/achievementGroup': { pkg: 'pages/private/ep', built: true, signIn: true },
  'pages/private/ep/achievementDetail': { pkg: 'pages/private/ep', built: true, signIn: true, params: { id } },
  'pages/private/ep/class': { pkg: 'pages/private/ep', built: true, signIn: true },
  'pages/private/ep/month': { pkg: 'pages/private/ep', built: true, signIn: true },
  'pages/private/ep/payInfo': { pkg: 'pages/private/ep', built: true, signIn: true },
  'pages/private/ep/payInfoDetail': { pkg: 'pages/private/ep', built: true, signIn: true, params: { id } },
  'pages/private/edu/class': { pkg: 'pages/private/edu', built: true, signIn: true },
  'pages/private/edu/month': { pkg: 'pages/private/edu', built: true, signIn: true },
  'pages/private/judges/index': { pkg: 'pages/private/judges', built: true, signIn: true },
  'pages/private/judges/order': { pkg: 'pages/private/judges', built: true, signIn: true, params: { id } },
  'pages/private/judges/orderDetail': { pkg: 'pages/private/judges', built: true, signIn: true, params: { id } },
  'pages/private/withdraw/index': { pkg: 'pages/private/withdraw', built: true, signIn: true },
  'pages/private/withdraw/detail': { pkg: 'pages/private/withdraw', built: true, signIn: true, params: { id } },
  'pages/private/clue/index': { pkg: 'pages/private/clue', built: true, signIn: true },
  'pages/private/clue/edit': { pkg: 'pages/private/clue', built: true, signIn: true, params: { id: optional(id) } },
  'pages/private/coupon/index': { pkg: 'pages/private/coupon', built: true, signIn: true },
  'pages/private/coupon/edit': { pkg: 'pages/private/coupon', built: true, signIn: true, params: { id } },
  'pages/train/logs': { pkg: 'pages/train', built: true, signIn: true, params: { clientId: optional(id) } },
  'pages/train/editUser': { pkg: 'pages/train', built: true, signIn: true, params: { id: optional(id) } },
  'pages/train/time': { pkg: 'pages/train', built: true, signIn: true },
  'pages/train/customized': { pkg: 'pages/train', built: true, signIn: true },
  'pages/train/builder': { pkg: 'pages/train', built: true, signIn: true },
  'pages/train/sort': { pkg: 'pages/train', built: true, signIn: true, params: { planId: optional(id), dayId: optional(id) } },
  'pages/train/editAction': { pkg: 'pages/train', built: true, signIn: true, params: { planId: optional(id), itemId: optional(id) } },
  'pages/train/editModule': { pkg: 'pages/train', built: true, signIn: true, params: { planId: optional(id), moduleId: optional(id), dayId: optional(id) } },
  'pages/train/selectAction': { pkg: 'pages/train', built: true, signIn: true, params: { planId: optional(id), moduleId: optional(id) } },
  'pages/train/training': { pkg: 'pages/train', built: true, signIn: true, params: { planDayId: optional(id) } },
  'pages/train/trainStep': { pkg: 'pages/train', built: true, signIn: true },
  'pages/train/share': { pkg: 'pages/train', built: true, signIn: true, params: { sessionId: optional(id), achievement: optional(text) } },
  'pages/train/plan': { pkg: 'pages/train', built: true, signIn: true },
  'pages/train/editPlan': { pkg: 'pages/train', built: true, signIn: true, params: { id: optional(id) } },
  'pages/train/editPlanWeek': { pkg: 'pages/train', built: true, signIn: true, params: { planId: optional(id), week: optional(id) } },
  'pages/train/planWeekShow': { pkg: 'pages/train', built: true, signIn: true, params: { planId: optional(id), week: optional(id) } },
  'pages/train/sharePlan': { pkg: 'pages/train', built: true, params: { token: optional(text), planId: optional(id) } },
  'pages/train/likePlan': { pkg: 'pages/train', built: true, signIn: true },
  'pages/train/likePlan2': { pkg: 'pages/train', built: true, signIn: true },
  'pages/train/achieve': { pkg: 'pages/train', built: true, signIn: true },
  'pages/train/achieveDetail': { pkg: 'pages/train', built: true, signIn: true, params: { code: optional(text) } },
  'pages/train/unlock': { pkg: 'pages/train', built: true, signIn: true, params: { programId: optional(id) } },
  'pages/action/group/index': { pkg: 'pages/action', built: true, signIn: true },
  'pages/action/group/detail': { pkg: 'pages/action', built: true, signIn: true, params: { id: optional(id) } },
  'pages/action/group/detailMore': { pkg: 'pages/action', built: true, signIn: true, params: { libraryId: optional(id), muscle: optional(text) } },
  'pages/action/group/actionModel': { pkg: 'pages/action', built: true, signIn: true },
  'pages/action/action/detail': { pkg: 'pages/action', built: true, signIn: true, params: { id: optional(id) } },
  'pages/action/action/recommend': { pkg: 'pages/action', built: true, signIn: true },
  'pages/action/lixun/index': { pkg: 'pages/action', built: true, signIn: true },
  'pages/action/lixun/detail': { pkg: 'pages/action', built: true, signIn: true, params: { id: optional(id) } },
  'pages/action/lixun/detailMore': { pkg: 'pages/action', built: true, signIn: true, params: { id: optional(id) } },
  'pages/action/lixun/item': { pkg: 'pages/action', built: true, signIn: true, params: { id: optional(id), week: optional(id), day: optional(id) } },
  'pages/order/confirmOrder': { pkg: 'pages/order', built: true, signIn: true, params: { goodsId: id, classId: optional(id), examSessionId: optional(id) } },
  'pages/order/reConfirmOrder': { pkg: 'pages/order', built: true, signIn: true, params: { id } },
  'pages/order/payView': { pkg: 'pages/order', built: true, signIn: true, preload: ['pages/course'], params: { id } },
  'pages/order/detailOrder': { pkg: 'pages/order', built: true, signIn: true, params: { id } },
  'pages/order/invoice': { pkg: 'pages/order', built: true, signIn: true, params: { id } },
  'pages/order/logistics': { pkg: 'pages/order', built: true, signIn: true, params: { id } },
  'pages/order/transform': { pkg: 'pages/order', built: true, signIn: true, params: { id } },
  'pages/home/teachTeam': { pkg: 'pages/home', built: true },
  'pages/home/teacherInfo': { pkg: 'pages/home', built: true, params: { id } },
  'pages/home/hezuo': { pkg: 'pages/home', built: true },
  'pages/home/aboutEnterprise': { pkg: 'pages/home', built: true, params: { id } },
  'pages/home/story': { pkg: 'pages/home', built: true },
  'pages/home/storyInfo': { pkg: 'pages/home', built: true, params: { id } },
  'pages/home/news': { pkg: 'pages/home', built: true, params: { category: optional(oneOf(NEWS_CATEGORIES)) } },
  'pages/home/newsInfo': { pkg: 'pages/home', built: true, params: { id } },
  'pages/home/faq': { pkg: 'pages/home', built: true, params: { categoryId: optional(id) } },
  'pages/home/faqInfo': { pkg: 'pages/home', built: true, params: { id } },
  'pages/home/aboutUS': { pkg: 'pages/home', built: true },
  'pages/course/courseDetail': { pkg: 'pages/course', built: true, preload: ['pages/order'], params: { id } },
  'pages/course/share': { pkg: 'pages/course', built: true, params: { id } },
  'pages/course/courseTarget': { pkg: 'pages/course', built: true, params: { id } },
  'pages/course/courseDiscount': { pkg: 'pages/course', built: true, params: { id } },
  'pages/course/courseDocument': { pkg: 'pages/course', built: true, signIn: true },
  'pages/course/classList': { pkg: 'pages/course', built: true, signIn: true },
  'pages/course/wonderful': { pkg: 'pages/course', built: true, params: { id: id } },
  'pages/course/timetable': { pkg: 'pages/course', built: true, signIn: true, params: { classId: optional(id) } },
  'pages/course/classExam': { pkg: 'pages/course', built: true, signIn: true, params: { classId: optional(id) } },
  'pages/course/examList': { pkg: 'pages/course', built: true, signIn: true },
  'pages/course/examinationDetail': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/examDetail2': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/classInfo': { pkg: 'pages/course', built: true, params: { id: id } },
  'pages/course/signEwm': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/signDetail': { pkg: 'pages/course', built: true, signIn: true, params: { classId: optional(id) } },
  'pages/course/document/index': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/document/task': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/document/information': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/document/exam': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/document/introduction': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/document/introductionChapter': { pkg: 'pages/course', built: true, signIn: true, params: { id, chapter: id } },
  'pages/course/document/introductionDetail': { pkg: 'pages/course', built: true, signIn: true, params: { id, section: id } },
  'pages/course/document/introductionItem': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/document/challenge/index': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/document/challenge/exam': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/document/challenge/examining': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/document/challenge/finished': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/document/category': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/document/detail': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/document/class': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/exam/detail': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/exam/examining': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/exam/finished': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/exam/historyDetail': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/task/detail': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/course/task/edit': { pkg: 'pages/course', built: true, signIn: true, params: { id } },
  'pages/aiassistant/index': { pkg: 'pages/aiassistant', built: true },
  'pages/mine/orderList': { pkg: 'pages/mine', built: true, signIn: true, params: { status: optional(oneOf(ORDER_STATUSES)) } },
  'pages/mine/couponList': { pkg: 'pages/mine', built: true, signIn: true },
  'pages/mine/integral': { pkg: 'pages/mine', built: true, signIn: true },
  'pages/mine/xyRichtext': { pkg: 'pages/mine', built: true, params: { type: optional(oneOf(AGREEMENT_TYPES)), id: optional(id) } },
  'pages/mine/goodsAgreement': { pkg: 'pages/mine', built: true, params: { id: optional(id) } },
  'pages/mine/setting': { pkg: 'pages/mine', built: true },
  'pages/mine/userInfo': { pkg: 'pages/mine', built: true, signIn: true },
  'pages/mine/changePswd': { pkg: 'pages/mine', built: true },
  'pages/mine/addressList': { pkg: 'pages/mine', built: true, signIn: true, params: { select: optional(flag) } },
  'pages/mine/addAddressList': { pkg: 'pages/mine', built: true, params: { id: optional(id) } },
  'pages/mine/onlineSchool/onlineSchool': { pkg: 'pages/mine', built: true, signIn: true, preload: ['pages/course'] },
  'pages/mine/certificate': { pkg: 'pages/mine', built: true, signIn: true },
  'pages/mine/epAssessmento/questionStudent': { pkg: 'pages/mine', built: true, signIn: true, params: { classId: optional(id) } },
  'pages/mine/counter/index': { pkg: 'pages/mine', built: true, signIn: true },
  // A saved calculation by id (its owner), or a shared one by its share code (anyone, read-only).
  'pages/mine/counter/edit': { pkg: 'pages/mine', built: true, params: { id: optional(id) } },
  'pages/mine/counter/detail': { pkg: 'pages/mine', built: true, params: { id: optional(id), code: optional(text) } },
  // `from`: a saved sales calculation whose revenue and commissions start a new profit calculation.
  'pages/mine/counter/profit': { pkg: 'pages/mine', built: true, params: { id: optional(id), from: optional(id) } },
  'pages/mine/counter/transform': { pkg: 'pages/mine', built: true, params: { id: optional(id), code: optional(text) } },
  'pages/student/info': { pkg: 'pages/student', built: true, signIn: true, params: { id } },
  'pages/coupon/share': { pkg: 'pages/coupon', built: true, params: { code: text } },
  'pages/questionnaire/index': { pkg: 'pages/questionnaire', built: true, params: { id: optional(id) } },
} as const satisfies Record<string, RouteDef>

/** Pages we added that the spec does not name (none yet). A new one goes here, not into SPEC_ROUTES. */
const OWN_ROUTES = {
  // The classroom's screens the spec implies without a route (transfer, retrain, the reminders list).
  'pages/course/transfer': { pkg: 'pages/course', built: true, signIn: true, params: { seatId: id } },
  'pages/course/retrain': { pkg: 'pages/course', built: true, signIn: true, params: { seatId: id } },
  'pages/course/notices': { pkg: 'pages/course', built: true, signIn: true },
  // The wrong-answer book and its practice, implied by the spec's labels without a route.
  'pages/course/exam/wrongBook': { pkg: 'pages/course', built: true, signIn: true },
  // The public certificate check (证书查询): open without login; ?number= fills and checks a number (the QR code's).
  'pages/home/certCheck': { pkg: 'pages/home', built: true, params: { number: optional(text) } }
} as const satisfies Record<string, RouteDef>

export const ROUTES = { ...SPEC_ROUTES, ...OWN_ROUTES }
export const SPEC_ROUTE_PATHS: readonly string[] = Object.keys(SPEC_ROUTES)
export const OWN_ROUTE_PATHS: readonly string[] = Object.keys(OWN_ROUTES)

export type RoutePath = keyof typeof ROUTES
export type TabPath = { [P in RoutePath]: (typeof ROUTES)[P] extends { tab: true } ? P : never }[RoutePath]

export const HOME_ROUTE = 'pages/entry/index' satisfies TabPath
export const LOGIN_ROUTE = 'pages/boot/bindPhone' satisfies RoutePath
export const MINE_ROUTE = 'pages/entry/mine' satisfies TabPath
export const COURSE_TAB_ROUTE = 'pages/entry/course' satisfies TabPath

/** URL forms used where a URL is needed as text (the request layer's login redirect, switchTab). */
export const HOME_PATH = '/' + HOME_ROUTE
export const LOGIN_PATH = '/' + LOGIN_ROUTE
export const MINE_PATH = '/' + MINE_ROUTE

const routeDefs: Readonly<Record<string, RouteDef>> = ROUTES

/** The five tab pages, in tab-bar order. */
export const TAB_PATHS: readonly string[] = Object.keys(ROUTES).filter((path) => routeDefs[path].tab).map((path) => '/' + path)

/** The tab a path (with or without '/' and a query) opens, by its place in the tab bar; -1 for any other page. */
export function tabIndexOf(path: string): number {
  return TAB_PATHS.indexOf('/' + path.replace(/^\//, '').split('?')[0])
}

export function isTabPath(path: string): boolean {
  return tabIndexOf(path) >= 0
}

/** Whether the page at this path (with or without '/' and a query) shows only the signed-in user's own data. */
export function needsSignIn(path: string): boolean {
  return Boolean(routeDefs[path.replace(/^\//, '').split('?')[0]]?.signIn)
}

export function routeDef(path: RoutePath): RouteDef {
  return routeDefs[path]
}
