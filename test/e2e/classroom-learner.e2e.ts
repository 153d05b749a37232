// The demo learner's classroom, end to end on the H5 build: from 我的班级 to 班级详情 and 课表, checking in with the
// code the demo teacher's check-in page shows (read through the teacher's API), asking leave for a later session
// and rating the session attended; screenshots of class detail, timetable and check-in in the three languages.
// The sessions it uses are added for the run by the demo academic (13800000004) through the console's API: one
// open for check-in now, one tomorrow; both taught by the class's teacher.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { fillPath, type BodyOf, type Endpoint, type QueryOf, type ResponseOf } from '../../types/define'
import * as classroom from '../../types/classroom/endpoints'
import * as teacherApi from '../../types/classroom/teacher-endpoints'
import * as adminApi from '../../types/classroom/admin-endpoints'
import * as learning from '../../types/learning/endpoints'
import { baseUrl, launchBrowser, screenshot } from './helpers/browser'
import { newSignedInPhone, signInByApi, signInConsoleByApi, titleIs } from './helpers/account'

const LEARNER = '13800000001'
const TEACHER = '13800000002'
const ACADEMIC = '13800000004'
const HOUR = 3600_000

interface Input { params?: Record<string, string | number>; query?: object; body?: object }

/** Calls an endpoint by its definition (no typed URLs), answering its data or failing with the server's message. */
async function callEndpoint<E extends Endpoint>(def: E, token: string, input: Input & { query?: QueryOf<E>; body?: BodyOf<E> } = {}): Promise<ResponseOf<E>> {
  const url = new URL(fillPath(def.path, input.params), baseUrl())
  for (const [key, value] of Object.entries(input.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value))
  const res = await fetch(url, {
    method: def.method,
    headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: def.method === 'GET' ? undefined : JSON.stringify(input.body ?? {})
  })
  const json = await res.json()
  if (json.status !== 1) throw new Error(`${def.method} ${def.path}: ${json.message}`)
  return json.data
}

let browser: Browser
const tokens = { learner: '', teacher: '', academic: '' }
let classId = 0
let nowSession = 0
let laterSession = 0

beforeAll(async () => {
  browser = await launchBrowser()
  const [learner, teacher, academic] = await Promise.all([signInByApi(LEARNER), signInByApi(TEACHER), signInConsoleByApi(ACADEMIC)])
  tokens.learner = learner.token
  tokens.teacher = teacher.token
  tokens.academic = academic.token
  const classes = await callEndpoint(learning.listMyClasses, tokens.learner, { query: { page: 1, size: 20 } })
  const seat = classes.list.find((c) => c.state === 'ongoing') ?? classes.list.find((c) => c.state === 'upcoming')
  if (!seat) throw new Error('the seed gives the demo learner no ongoing or upcoming class')
  classId = seat.classId
  const at = (ms: number) => new Date(Date.now() + ms).toISOString()
  nowSession = (await callEndpoint(adminApi.createAdminSession, tokens.academic, { params: { id: classId },
    body: { title: 'e2e 签到课', startsAt: at(-5 * 60_000), endsAt: at(2 * HOUR), teacherId: null } })).id
  laterSession = (await callEndpoint(adminApi.createAdminSession, tokens.academic, { params: { id: classId },
    body: { title: 'e2e 请假课', startsAt: at(26 * HOUR), endsAt: at(28 * HOUR), teacherId: null } })).id
})
afterAll(async () => { await browser?.close() })

async function learnerPhone(locale?: string): Promise<{ context: BrowserContext; page: Page }> {
  // A session of its own: `tokens.learner` stays the API calls' (a page rotates the token it is given).
  return newSignedInPhone(browser, LEARNER, locale)
}

// Its sessions are made through the console's POST /api/admin/classes/:id/sessions (the console's part of the classroom).
describe('the learner in class', () => {
  let context: BrowserContext
  let page: Page
  beforeAll(async () => ({ context, page } = await learnerPhone()))
  afterAll(async () => { await context?.close() })

  it('opens 班级详情 from 我的班级, with the teacher, the classmates and the venue', async () => {
    await page.goto('/pages/course/classList')
    await page.locator(`[data-testid=class-card][data-class-id="${classId}"]`).click()
    await page.waitForURL(`**/pages/course/classInfo?id=${classId}`)
    await titleIs(page, '班级详情')
    await page.getByTestId('class-detail').waitFor()
    expect(await page.getByTestId('class-teachers').innerText()).toContain('演示讲师')
    expect(await page.getByTestId('class-classmates').innerText()).toMatch(/\d+/)
    // The embedded default has no maps key: the address as text, with copy.
    expect(await page.locator('[data-testid=venue-no-map-key], [data-testid=venue-not-found]').count()).toBe(1)
    expect((await page.getByTestId('venue-address').innerText()).length).toBeGreaterThan(0)
    await screenshot(page, 'classroom-class-info')
  })

  it('shows 课表 for the class with the session of today', async () => {
    await page.getByTestId('open-timetable').click()
    await page.waitForURL('**/pages/course/timetable**')
    await titleIs(page, '课表')
    // Scoped to the week view: H5 keeps 班级详情 (with its own session rows) hidden in the page stack.
    await page.locator(`[data-testid=timetable-week] [data-testid=session-row][data-session-id="${nowSession}"]`).waitFor()
    await screenshot(page, 'classroom-timetable')
    await page.getByText('列表', { exact: true }).click()
    await page.locator(`[data-testid=timetable-list] [data-testid=session-row][data-session-id="${laterSession}"]`).waitFor()
  })

  it("checks in with the 6-digit code the teacher's check-in page shows", async () => {
    await page.goto(`/pages/course/signDetail?classId=${classId}`)
    await titleIs(page, '签到详情')
    const { code } = await callEndpoint(teacherApi.getCheckInCode, tokens.teacher, { params: { id: nowSession } })
    expect(code).toMatch(/^\d{6}$/)
    await page.getByTestId('check-in-code').fill(code)
    await page.getByTestId('check-in-submit').click()
    // The row is there before the check-in (status none): wait for it to turn present or late.
    const row = page.locator(`[data-testid=attendance-row][data-session-id="${nowSession}"]:is([data-status=present], [data-status=late])`)
    await row.waitFor()
    expect(await row.getAttribute('data-status')).toMatch(/^(present|late)$/)
    await screenshot(page, 'classroom-check-in')
    const records = await callEndpoint(classroom.listMyAttendance, tokens.learner, { query: { page: 1, size: 50, classId } })
    expect(records.list.find((r) => r.sessionId === nowSession)?.method).toBe('code')
  })

  it('asks leave for the session tomorrow and sees it pending', async () => {
    await page.goto(`/pages/course/timetable?classId=${classId}`)
    const row = page.locator(`[data-testid=session-row][data-session-id="${laterSession}"]`)
    await page.getByText('列表', { exact: true }).click()
    await row.getByTestId('session-ask-leave').click()
    await page.getByTestId('leave-reason').locator('textarea').fill('出差，无法到场')
    await page.getByTestId('leave-submit').click()
    await row.getByTestId('session-mark').filter({ hasText: '请假审核中' }).waitFor()
    const leaves = await callEndpoint(classroom.listMyLeaves, tokens.learner, { query: { page: 1, size: 20 } })
    expect(leaves.list.find((l) => l.sessionId === laterSession)).toMatchObject({ status: 'pending', reason: '出差，无法到场' })
  })

  it('rates the session attended: stars for the session and the teacher', async () => {
    await page.goto(`/pages/mine/epAssessmento/questionStudent?classId=${classId}`)
    await titleIs(page, '课程评价')
    const target = page.locator(`[data-testid=rating-target][data-session-id="${nowSession}"]`)
    await target.getByTestId('rating-open').click()
    await page.getByTestId('rating-session').locator('.nut-rate-item').nth(4).click()
    await page.getByTestId('rating-teacher').locator('.nut-rate-item').nth(3).click()
    await page.getByTestId('rating-comment').locator('textarea').fill('讲得很清楚')
    await page.getByTestId('rating-submit').click()
    await page.getByText('全部', { exact: true }).click()
    await page.locator(`[data-testid=rating-target][data-session-id="${nowSession}"][data-rated="1"]`).waitFor()
    const rated = await callEndpoint(classroom.listRatingTargets, tokens.learner, { query: { page: 1, size: 50, classId } })
    expect(rated.list.find((r) => r.sessionId === nowSession)?.rating).toMatchObject({ sessionScore: 5, teacherScore: 4, comment: '讲得很清楚' })
  })
})

describe.each([['zh-Hant', '班級詳情', '課表', '簽到詳情'], ['en', 'Class details', 'Timetable', 'Check-ins']])('in %s', (locale, info, timetable, sign) => {
  it('titles and words class detail, timetable and check-in in the language', async () => {
    const { context, page } = await learnerPhone(locale)
    try {
      await page.goto(`/pages/course/classInfo?id=${classId}`)
      await titleIs(page, info)
      await page.getByTestId('class-detail').waitFor()
      await screenshot(page, `classroom-class-info-${locale}`)
      await page.goto(`/pages/course/timetable?classId=${classId}`)
      await titleIs(page, timetable)
      await page.getByTestId('timetable-week').waitFor()
      await screenshot(page, `classroom-timetable-${locale}`)
      await page.goto(`/pages/course/signDetail?classId=${classId}`)
      await titleIs(page, sign)
      await page.getByTestId('check-in-panel').waitFor()
      await screenshot(page, `classroom-check-in-${locale}`)
    } finally {
      await context.close()
    }
  })
})
