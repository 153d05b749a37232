// The accessibility sweep of `npm run bench`: Lighthouse's accessibility category on every built learner page,
// one run each (the score does not depend on the machine's load). Every built page must score ≥ 95; the
// performance runs cover only the three first-visit pages, so the rest (most of them behind a login, some needing an
// order) are opened here: signed in as the demo learner, with an unpaid and a paid order placed through the API.
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'

export const A11Y_MIN = 95

// BENCH_A11Y_PAGES=pages/entry/train,pages/order/confirmOrder: only these routes (the path before '?').
const ONLY = process.env.BENCH_A11Y_PAGES?.split(',').map((p) => p.trim().replace(/^\//, '')).filter(Boolean)
const wanted = (path) => !ONLY?.length || ONLY.includes(path.split('?')[0])

const LEARNER = { phone: '13800000001', password: 'Demo@2026' }
const TEACHER = { phone: '13800000002', password: 'Demo@2026' }
const JUDGE = { phone: '13800000007', password: 'Demo@2026' }
const SALES = { phone: '13800000003', password: 'Demo@2026' }
const EP = { phone: '13800000005', password: 'Demo@2026' }
const EDU = { phone: '13800000006', password: 'Demo@2026' }

/** The salesperson's pages, opened signed in as the demo salesperson (the mine tab shows their staff section). */
async function salesPages(base, token) {
  const [batch] = await call(base, '/api/sales/coupons', token)
  const [{ list: leads }, { list: classes }, { list: withdrawals }] = await Promise.all(
    ['/api/sales/leads?size=1', '/api/sales/classes?size=1', '/api/sales/withdrawals?size=1'].map((path) => call(base, path, token)))
  return [
    'pages/entry/mine', 'pages/private/sale/class', `pages/private/sale/classInfo?id=${classes[0].id}`, 'pages/private/sale/order',
    'pages/private/clue/index', 'pages/private/clue/edit', `pages/private/clue/edit?id=${leads[0].id}`,
    'pages/private/coupon/index', `pages/private/coupon/edit?id=${batch.id}`,
    'pages/private/withdraw/index', `pages/private/withdraw/detail?id=${withdrawals[0].id}`
  ]
}

/** The EP pages, opened as the demo ep account: its first class's list and its newest statement. */
async function epPages(base, token) {
  const classes = await call(base, '/api/settlement/classes?size=1', token)
  const statements = await call(base, '/api/settlement/statements?size=1', token)
  return [
    'pages/private/ep/class', 'pages/private/ep/achievementGroup', 'pages/private/ep/month', 'pages/private/ep/payInfo',
    ...(classes.list[0] ? [`pages/private/ep/achievementDetail?id=${classes.list[0].classId}`] : []),
    ...(statements.list[0] ? [`pages/private/ep/payInfoDetail?id=${statements.list[0].id}`] : [])
  ]
}

/** The teacher's pages, opened signed in as the demo teacher: a session of theirs and the demo learner's record. */
async function teacherPages(base, token, learnerId) {
  const { list } = await call(base, '/api/class/sign/arrange?size=1', token)
  return [
    'pages/private/teacher/teacherCourse', 'pages/private/teacher/class', 'pages/private/teacher/classArrange',
    'pages/private/teacher/leaveAsk', 'pages/private/teacher/addLeaveAsk', 'pages/private/teacher/question',
    ...(list[0] ? [`pages/course/signEwm?id=${list[0].id}`] : []), `pages/student/info?id=${learnerId}`
  ]
}

async function call(base, path, token, body) {
  const res = await fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': token ?? '' },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const json = await res.json()
  if (json.status !== 1) throw new Error(`${path}: ${json.message}`)
  return json.data
}

/** Two goods the learner can order through the API with nothing to choose (no class, session, address, bundle) and
 *  does not hold yet (the demo seats them in some). Two: the server refuses a second order while one waits for payment. */
async function plainGoods(base, token) {
  const { list } = await call(base, '/api/goods?size=50')
  const found = []
  for (const { id } of list) {
    const g = await call(base, `/api/goods/${id}`, token)
    if (g.kind !== 'bundle' && g.priceFen > 0 && !g.classes.length && !g.examSessions.length && !g.ships && !g.held) found.push(g)
    if (found.length === 2) return found
  }
  throw new Error('fewer than two plain goods in the seed')
}

async function placeOrders(base, token) {
  const [goods, other] = await plainGoods(base, token)
  const place = (g) => call(base, '/api/order', token, {
    goodsId: g.id, clientRequestId: crypto.randomUUID(), agreementIds: g.agreements.map((a) => a.id)
  })
  const unpaid = await place(other)
  const paid = await place(goods)
  const { sandboxToken } = await call(base, `/api/order/${paid.id}/pay`, token, { channel: 'sandbox' })
  await call(base, '/api/pay/sandbox/confirm', token, { orderId: paid.id, sandboxToken })
  return { goodsId: goods.id, agreementId: goods.agreements[0]?.id, unpaid: unpaid.id, paid: paid.id }
}

/** The first visible item of a public list (the seed has some of each). */
async function firstId(base, path) {
  const data = await call(base, path)
  const [first] = Array.isArray(data) ? data : data.list
  if (!first) throw new Error(`${path}: nothing in the seed`)
  return first.id
}

async function contentIds(base) {
  const [faq, news, story, teacher] = await Promise.all(['/api/faq', '/api/news', '/api/stories', '/api/teachers']
    .map((path) => firstId(base, path)))
  return { faq, news, story, teacher }
}

/** Writes the session into the browser profile the way the app stores it (Taro's H5 storage format). */
async function storeSession(chromePort, base, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`)
  try {
    const page = await browser.contexts()[0].newPage()
    await page.goto(`${base}/api/health`)
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', JSON.stringify({ data: token }))
      localStorage.setItem('userInfo', JSON.stringify({ data: JSON.stringify(user) }))
    }, session)
    await page.close()
  } finally {
    await browser.close() // disconnects; the browser itself stays up
  }
}

/** The demo learner's first seeded class and its seat (the classroom's pages). */
async function classIds(base, token) {
  const { list } = await call(base, '/api/learning/classes?page=1&size=10', token)
  const seat = list.find((c) => c.state !== 'ended') ?? list[0]
  if (!seat) throw new Error('the demo learner holds no seat in the seed')
  return { classId: seat.classId, seatId: seat.seatId }
}

const LOGGED_OUT = ['pages/boot/bindPhone', 'pages/home/certCheck?number=LD37966677868547430']

/** Coursework (course documents, homework) pages of the demo learner's course, task and lesson. */
async function courseworkPages(base, token) {
  const courses = await call(base, '/api/classroom/documents', token)
  const goodsId = courses.find((c) => c.owned).goodsId
  const catalogue = await call(base, `/api/classroom/documents/${goodsId}`, token)
  const chapter = catalogue.chapters[0]
  const [task] = await call(base, '/api/classroom/homework', token)
  return [
    'pages/course/courseDocument', ...['index', 'category', 'detail', 'introduction', 'information', 'task', 'exam', 'class']
      .map((page) => `pages/course/document/${page}?id=${goodsId}`),
    `pages/course/document/introductionChapter?id=${goodsId}&chapter=${chapter.id}`,
    `pages/course/document/introductionDetail?id=${goodsId}&section=${chapter.sections[0].id}`,
    `pages/course/document/introductionItem?id=${chapter.sections[0].items[0].id}`,
    `pages/course/task/detail?id=${task.id}`, `pages/course/task/edit?id=${task.id}`
  ]
}

/** The demo learner's exam pages: papers, the seeded history's results and wrong answers, the challenge, the book.
 *  The exam screen itself is opened on a mock (a formal attempt would use the learner's one try). */
async function examPages(base, token) {
  const papers = await call(base, '/api/exams/papers', token)
  const history = await call(base, '/api/exams/history', token)
  const mock = papers.find((p) => p.mode === 'mock' && p.classId === null)
  const challenge = papers.find((p) => p.mode === 'challenge')
  const sheet = await call(base, `/api/exams/papers/${mock.id}/attempts`, token, {})
  const done = history.find((h) => h.mode === 'mock')
  const tried = history.find((h) => h.mode === 'challenge')
  return [
    'pages/course/classExam', `pages/course/exam/detail?id=${mock.id}`, `pages/course/exam/examining?id=${sheet.id}`,
    `pages/course/exam/finished?id=${done.id}`, `pages/course/exam/historyDetail?id=${done.id}`, 'pages/course/exam/wrongBook',
    `pages/course/document/challenge/index?id=${challenge.goodsId}`, `pages/course/document/challenge/exam?id=${challenge.id}`,
    `pages/course/document/challenge/finished?id=${tried.id}`
  ]
}

/** The demo teacher's grading pages (class → task → answers → assignment → answer). */
async function gradingPages(base, token) {
  const [cls] = await call(base, '/api/classroom/grading/classes', token)
  const [task] = await call(base, `/api/classroom/grading/classes/${cls.classId}/tasks`, token)
  const [answer] = await call(base, `/api/classroom/grading/classes/${cls.classId}/tasks/${task.id}/submissions`, token)
  const at = `id=${cls.classId}&task=${task.id}`
  return ['pages/private/teacher/courseTask/class', `pages/private/teacher/courseTask/task?id=${cls.classId}`,
    `pages/private/teacher/courseTask/order?${at}`, `pages/private/teacher/courseTask/subject?${at}`,
    `pages/private/teacher/courseTask/detail?id=${answer.id}`]
}

/** The demo learner's exam registrations and certificates (the passed one, and the one whose admit card was sent). */
async function certificationPages(base, token) {
  const { list } = await call(base, '/api/exam/registrations?page=1&size=20', token)
  const passed = list.find((r) => r.status === 'passed')
  const carded = list.find((r) => r.status === 'admit_card_sent')
  if (!passed || !carded) throw new Error('the demo learner has no passed or admit-card registration in the seed')
  return ['pages/course/examList', `pages/course/examinationDetail?id=${passed.id}`, `pages/course/examDetail2?id=${carded.id}`,
    'pages/mine/certificate']
}

/** The demo judge's pages: sittings, the trainer assessment's candidates and one candidate's scoring form. */
async function judgePages(base, token) {
  const { list } = await call(base, '/api/judge/assignments?page=1&size=10', token)
  const open = list.find((a) => a.scored < a.candidates) ?? list[0]
  if (!open) throw new Error('the demo judge has no assignment in the seed')
  const { candidates } = await call(base, `/api/judge/assignments/${open.id}`, token)
  return ['pages/private/judges/index', `pages/private/judges/order?id=${open.id}`,
    `pages/private/judges/orderDetail?id=${candidates[0].registrationId}`]
}

function classroomPages(k) {
  return [
    `pages/course/classInfo?id=${k.classId}`, 'pages/course/timetable', `pages/course/wonderful?id=${k.classId}`,
    'pages/course/signDetail', 'pages/mine/onlineSchool/onlineSchool', 'pages/mine/epAssessmento/questionStudent',
    `pages/course/transfer?seatId=${k.seatId}`, `pages/course/retrain?seatId=${k.seatId}`, 'pages/course/notices'
  ]
}

function signedInPages(o, c, k) {
  return [
    ...classroomPages(k),
    'pages/entry/train', 'pages/entry/courseNoSwitch', `pages/course/share?id=${o.goodsId}`,
    `pages/course/courseTarget?id=${o.goodsId}`, `pages/course/courseDiscount?id=${o.goodsId}`,
    `pages/order/reConfirmOrder?id=${o.unpaid}`, 'pages/mine/xyRichtext?type=user',
    ...(o.agreementId ? [`pages/mine/goodsAgreement?id=${o.agreementId}`] : []),
    'pages/mine/counter/edit', 'pages/mine/counter/profit',
    `pages/home/faqInfo?id=${c.faq}`, `pages/home/newsInfo?id=${c.news}`, `pages/home/storyInfo?id=${c.story}`,
    `pages/home/teacherInfo?id=${c.teacher}`,
    'pages/entry/mine', 'pages/entry/about', 'pages/entry/searchDetail', 'pages/entry/msg',
    'pages/mine/orderList', `pages/order/detailOrder?id=${o.unpaid}`, `pages/order/detailOrder?id=${o.paid}`,
    `pages/order/payView?id=${o.paid}`, `pages/order/invoice?id=${o.paid}`, `pages/order/confirmOrder?goodsId=${o.goodsId}`,
    'pages/course/classList', 'pages/mine/couponList', 'pages/mine/integral', 'pages/mine/userInfo',
    'pages/mine/addressList', 'pages/mine/addAddressList', 'pages/mine/setting', 'pages/mine/changePswd',
    'pages/mine/counter/index', 'pages/questionnaire/index', 'pages/aiassistant/index',
    'pages/home/faq', 'pages/home/news', 'pages/home/teachTeam', 'pages/home/aboutUS', 'pages/home/hezuo',
    'pages/home/story',
    // 私教宝 (the learner's view; each page falls back to the learner's latest plan, program or move without an id)
    'pages/action/group/index', 'pages/action/group/detail', 'pages/action/group/detailMore', 'pages/action/group/actionModel',
    'pages/action/action/detail', 'pages/action/action/recommend', 'pages/action/lixun/index', 'pages/action/lixun/detail',
    'pages/action/lixun/detailMore', 'pages/action/lixun/item', 'pages/train/customized', 'pages/train/builder',
    'pages/train/plan', 'pages/train/editPlan', 'pages/train/editPlanWeek', 'pages/train/planWeekShow', 'pages/train/editModule',
    'pages/train/editAction', 'pages/train/selectAction', 'pages/train/sort', 'pages/train/training', 'pages/train/trainStep',
    'pages/train/logs', 'pages/train/achieve', 'pages/train/achieveDetail', 'pages/train/share', 'pages/train/sharePlan',
    'pages/train/likePlan', 'pages/train/likePlan2', 'pages/train/editUser', 'pages/train/time', 'pages/train/unlock'
  ]
}

async function audit(url, port) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility'],
    disableStorageReset: true })
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
  // Each failing audit with the first elements it names (and why, for a contrast), so the output says where to look.
  const failing = Object.values(lhr.audits).filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary')
    .flatMap((a) => (a.details?.items?.length ? a.details.items.slice(0, 3) : [{}]).map((item) => {
      const why = item.node?.explanation?.match(/contrast of [\d.]+ \(foreground color: #\w+, background color: #\w+/)?.[0] ?? ''
      return `${a.id} ${item.node?.snippet?.slice(0, 140) ?? ''} ${why}`.trim()
    }))
  return { score: Math.round(lhr.categories.accessibility.score * 100), failing }
}

/** Audits the pages a signed-in account opens, each reported with the account's role when it is not the learner's. */
async function auditAs(base, chromePort, report, session, paths, role) {
  await storeSession(chromePort, base, session)
  for (const path of paths.filter(wanted)) {
    const { score, failing } = await audit(`${base}/${path}`, chromePort)
    report(role ? `${path} (${role})` : path, score, failing)
  }
}

const signIn = (base, account) => call(base, '/api/bindPhoneByPswd', undefined, account)

/** Audits every page; `report(path, score, failing)` is called for each, in order (failing: "audit-id <element…>"). */
export async function sweepAccessibility(base, chromePort, report) {
  for (const path of LOGGED_OUT.filter(wanted)) {
    const { score, failing } = await audit(`${base}/${path}`, chromePort)
    report(path, score, failing)
  }
  const learner = await signIn(base, LEARNER)
  const [orders, content, classes] = await Promise.all([placeOrders(base, learner.token), contentIds(base), classIds(base, learner.token)])
  await auditAs(base, chromePort, report, learner, [...signedInPages(orders, content, classes),
    ...(await courseworkPages(base, learner.token)), ...(await examPages(base, learner.token)),
    ...(await certificationPages(base, learner.token))])
  const judge = await signIn(base, JUDGE)
  await auditAs(base, chromePort, report, judge, await judgePages(base, judge.token), 'judge')
  const teacher = await signIn(base, TEACHER)
  await auditAs(base, chromePort, report, teacher,
    [...(await gradingPages(base, teacher.token)), ...(await teacherPages(base, teacher.token, learner.user.id))], 'teacher')
  const sales = await signIn(base, SALES)
  await auditAs(base, chromePort, report, sales, await salesPages(base, sales.token), 'sales')
  const ep = await signIn(base, EP)
  await auditAs(base, chromePort, report, ep, await epPages(base, ep.token), 'ep')
  const edu = await signIn(base, EDU)
  await auditAs(base, chromePort, report, edu, ['pages/private/edu/class', 'pages/private/edu/month'], 'edu')
}
