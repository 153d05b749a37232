// Every route of the spec (../shared/spec/routes.json, 148 paths, same order) by its path, with the query
// parameters the page reads. test/unit/shared/routes.test.ts keeps this table, routes.json and app.config.ts in
// step. Pages and features never type a '/pages/…' string: they name a route here and build its URL with
// routeUrl() (shared/route-url.ts), so a renamed page or a missing id fails the type-check.
// Routes whose page is not built yet have no parameters; the area that builds one adds them here.
import { AGREEMENT_TYPES } from '@contract/account-constants'
import { GOODS_KINDS, ORDER_STATUSES } from '@contract/commerce-constants'
import { NEWS_CATEGORIES } from '@contract/home'
import { flag, id, oneOf, optional, text, type ParamSpec } from './route-params'

export interface RouteDef {
  /** A tab page: opened with switchTab, never navigateTo, and never with parameters. */
  readonly tab?: true
  readonly params?: Readonly<Record<string, ParamSpec>>
}

export const ROUTES = {
  'pages/entry/index': { tab: true },
  'pages/entry/course': { tab: true },
  'pages/entry/train': { tab: true },
  'pages/entry/about': { tab: true },
  'pages/entry/mine': { tab: true },
  // The notice list, or one notice with ?id= (a second view of the same page, so a notice deep-links).
  'pages/entry/msg': { params: { id: optional(id) } },
  'pages/entry/courseNoSwitch': { params: { kind: optional(oneOf(GOODS_KINDS)) } },
  'pages/entry/searchDetail': { params: { keyword: optional(text) } },
  'pages/boot/bindPhone': {},
  'pages/private/sale/class': {},
  'pages/private/sale/classInfo': {},
  'pages/private/sale/order': {},
  'pages/private/teacher/teacherCourse': {},
  'pages/private/teacher/leaveAsk': {},
  'pages/private/teacher/addLeaveAsk': {},
  'pages/private/teacher/class': {},
  'pages/private/teacher/classArrange': {},
  'pages/private/teacher/question': {},
  'pages/private/teacher/courseTask/class': {},
  'pages/private/teacher/courseTask/task': {},
  'pages/private/teacher/courseTask/order': {},
  'pages/private/teacher/courseTask/subject': {},
  'pages/private/teacher/courseTask/detail': {},
  'pages/private/ep/achievementGroup': {},
  'pages/private/ep/achievementDetail': {},
  'pages/private/ep/class': {},
  'pages/private/ep/month': {},
  'pages/private/ep/payInfo': {},
  'pages/private/ep/payInfoDetail': {},
  'pages/private/edu/class': {},
  'pages/private/edu/month': {},
  'pages/private/judges/index': {},
  'pages/private/judges/order': {},
  'pages/private/judges/orderDetail': {},
  'pages/private/withdraw/index': {},
  'pages/private/withdraw/detail': {},
  'pages/private/clue/index': {},
  'pages/private/clue/edit': {},
  'pages/private/coupon/index': {},
  'pages/private/coupon/edit': {},
  'pages/train/logs': {},
  'pages/train/editUser': {},
  'pages/train/time': {},
  'pages/train/customized': {},
  'pages/train/builder': {},
  'pages/train/sort': {},
  'pages/train/editAction': {},
  'pages/train/editModule': {},
  'pages/train/selectAction': {},
  'pages/train/training': {},
  'pages/train/trainStep': {},
  'pages/train/share': {},
  'pages/train/plan': {},
  'pages/train/editPlan': {},
  'pages/train/editPlanWeek': {},
  'pages/train/planWeekShow': {},
  'pages/train/sharePlan': {},
  'pages/train/likePlan': {},
  'pages/train/likePlan2': {},
  'pages/train/achieve': {},
  'pages/train/achieveDetail': {},
  'pages/train/unlock': {},
  'pages/action/group/index': {},
  'pages/action/group/detail': {},
  'pages/action/group/detailMore': {},
  'pages/action/group/actionModel': {},
  'pages/action/action/detail': {},
  'pages/action/action/recommend': {},
  'pages/action/lixun/index': {},
  'pages/action/lixun/detail': {},
  'pages/action/lixun/detailMore': {},
  'pages/action/lixun/item': {},
  'pages/order/confirmOrder': { params: { goodsId: id, classId: optional(id), examSessionId: optional(id) } },
  'pages/order/reConfirmOrder': { params: { id } },
  'pages/order/payView': { params: { id } },
  'pages/order/detailOrder': { params: { id } },
  'pages/order/invoice': { params: { id } },
  'pages/order/logistics': { params: { id } },
  'pages/order/transform': { params: { id } },
  'pages/home/teachTeam': {},
  'pages/home/teacherInfo': { params: { id } },
  'pages/home/hezuo': {},
  'pages/home/aboutEnterprise': { params: { id } },
  'pages/home/story': {},
  'pages/home/storyInfo': { params: { id } },
  'pages/home/news': { params: { category: optional(oneOf(NEWS_CATEGORIES)) } },
  'pages/home/newsInfo': { params: { id } },
  'pages/home/faq': { params: { categoryId: optional(id) } },
  'pages/home/faqInfo': { params: { id } },
  'pages/home/aboutUS': {},
  'pages/course/courseDetail': { params: { id } },
  'pages/course/share': { params: { id } },
  'pages/course/courseTarget': { params: { id } },
  'pages/course/courseDiscount': { params: { id } },
  'pages/course/courseDocument': {},
  'pages/course/classList': {},
  'pages/course/wonderful': {},
  'pages/course/timetable': {},
  'pages/course/classExam': {},
  'pages/course/examList': {},
  'pages/course/examinationDetail': {},
  'pages/course/examDetail2': {},
  'pages/course/classInfo': {},
  'pages/course/signEwm': {},
  'pages/course/signDetail': {},
  'pages/course/document/index': {},
  'pages/course/document/task': {},
  'pages/course/document/information': {},
  'pages/course/document/exam': {},
  'pages/course/document/introduction': {},
  'pages/course/document/introductionChapter': {},
  'pages/course/document/introductionDetail': {},
  'pages/course/document/introductionItem': {},
  'pages/course/document/challenge/index': {},
  'pages/course/document/challenge/exam': {},
  'pages/course/document/challenge/examining': {},
  'pages/course/document/challenge/finished': {},
  'pages/course/document/category': {},
  'pages/course/document/detail': {},
  'pages/course/document/class': {},
  'pages/course/exam/detail': {},
  'pages/course/exam/examining': {},
  'pages/course/exam/finished': {},
  'pages/course/exam/historyDetail': {},
  'pages/course/task/detail': {},
  'pages/course/task/edit': {},
  'pages/aiassistant/index': {},
  'pages/mine/orderList': { params: { status: optional(oneOf(ORDER_STATUSES)) } },
  'pages/mine/couponList': {},
  'pages/mine/integral': {},
  'pages/mine/xyRichtext': { params: { type: optional(oneOf(AGREEMENT_TYPES)), id: optional(id) } },
  'pages/mine/goodsAgreement': { params: { id: optional(id) } },
  'pages/mine/setting': {},
  'pages/mine/userInfo': {},
  'pages/mine/changePswd': {},
  'pages/mine/addressList': { params: { select: optional(flag) } },
  'pages/mine/addAddressList': { params: { id: optional(id) } },
  'pages/mine/onlineSchool/onlineSchool': {},
  'pages/mine/certificate': {},
  'pages/mine/epAssessmento/questionStudent': {},
  'pages/mine/counter/index': {},
  // A saved calculation by id (its owner), or a shared one by its share code (anyone, read-only).
  'pages/mine/counter/edit': { params: { id: optional(id) } },
  'pages/mine/counter/detail': { params: { id: optional(id), code: optional(text) } },
  // `from`: a saved sales calculation whose revenue and commissions start a new profit calculation.
  'pages/mine/counter/profit': { params: { id: optional(id), from: optional(id) } },
  'pages/mine/counter/transform': { params: { id: optional(id), code: optional(text) } },
  'pages/student/info': {},
  'pages/coupon/share': { params: { code: text } },
  'pages/questionnaire/index': { params: { id: optional(id) } },
} as const satisfies Record<string, RouteDef>

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

/** The five tab pages (spec §2), in tab-bar order. */
export const TAB_PATHS: readonly string[] = Object.keys(ROUTES).filter((path) => routeDefs[path].tab).map((path) => '/' + path)

export function isTabPath(path: string): boolean {
  const clean = '/' + path.replace(/^\//, '').split('?')[0]
  return TAB_PATHS.includes(clean)
}

export function routeDef(path: RoutePath): RouteDef {
  return routeDefs[path]
}
