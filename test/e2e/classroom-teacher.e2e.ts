// The teacher's side of the classroom, as the demo teacher (13800000002) meets it: the 讲师 section of the mine tab
// leads to 我的班级安排; the check-in QR of a session starting now shows a code the demo learner checks in with
// (through the learner API), and the live count rises; a learner's leave request is approved on 请假申请 and the
// learner sees it approved; every teacher page deep-links to the teacher's seeded data. Screenshots in zh-Hans,
// zh-Hant and en go to test/e2e/artifacts.
import type { Browser, Page } from 'playwright-core'
import { createAdminSession } from '@contract/classroom/admin-endpoints'
import { askLeave, checkIn, listMyLeaves } from '@contract/classroom/endpoints'
import { listTeacherClasses } from '@contract/classroom/teacher-endpoints'
import type { TeacherClass } from '@contract/classroom/teacher-shapes'
import type { CurrentUserResponse } from '@contract/identity/shapes'
import { listMyClasses } from '@contract/learning/endpoints'
import { newSignedInPhone, signInByApi, signInConsoleByApi } from './helpers/account'
import { launchBrowser, screenshot } from './helpers/browser'
import { viaContract } from './helpers/contract'

const TEACHER = '13800000002'
const LEARNER = '13800000001'
const ACADEMIC = '13800000004'
const LOCALES = ['zh-Hans', 'zh-Hant', 'en'] as const

let browser: Browser
let teacher: CurrentUserResponse
let learner: CurrentUserResponse
let cls: TeacherClass
let sessionNow: number
let sessionLater: number

/** A class the demo teacher teaches and the demo learner holds a seat in (the seed has one). */
async function sharedClass(): Promise<TeacherClass> {
  const taught = await viaContract(listTeacherClasses, { query: { page: 1, size: 50 }, token: teacher.token })
  const mine = await viaContract(listMyClasses, { query: { page: 1, size: 50 }, token: learner.token })
  const found = taught.list.find((c) => mine.list.some((m) => m.classId === c.id))
  if (!found) throw new Error('the seed has no class of the demo teacher with the demo learner in it')
  return found
}

/** A session of that class taught by the demo teacher, `fromNowMin` minutes from now, two hours long. */
async function addSession(title: string, fromNowMin: number): Promise<number> {
  const academic = await signInConsoleByApi(ACADEMIC)
  const startsAt = new Date(Date.now() + fromNowMin * 60_000)
  const session = await viaContract(createAdminSession, {
    params: { id: cls.id }, token: academic.token,
    body: { title, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 2 * 3600_000).toISOString(), teacherId: teacher.user.id }
  })
  return session.id
}

async function teacherPhone(locale: (typeof LOCALES)[number] = 'zh-Hans'): Promise<{ page: Page; close: () => Promise<void> }> {
  // A session of its own: `teacher` stays the API calls' (a page rotates the token it is given).
  const { context, page } = await newSignedInPhone(browser, TEACHER, locale)
  return { page, close: () => context.close() }
}

beforeAll(async () => {
  browser = await launchBrowser()
  teacher = (await signInByApi(TEACHER)) as CurrentUserResponse
  learner = (await signInByApi(LEARNER)) as CurrentUserResponse
  cls = await sharedClass()
  sessionNow = await addSession('E2E 签到课', -5)
  sessionLater = await addSession('E2E 请假课', 3 * 24 * 60)
})

afterAll(async () => {
  await browser?.close()
})

// Its sessions are made through the console's POST /api/admin/classes/:id/sessions (the console's part of the classroom).
describe('the teacher', () => {
  it('finds the 讲师 section on the mine tab and opens 我的班级安排 with their sessions', async () => {
    const { page, close } = await teacherPhone()
    await page.goto('/pages/entry/mine')
    const section = page.getByTestId('mine-staff-teacher')
    // The cell, not its title: NutUI's cell takes the tap over its inner text.
    await section.locator('.nut-cell', { hasText: '我的班级安排' }).click()
    await page.waitForURL('**/pages/private/teacher/classArrange*')
    await page.getByTestId('teacher-session').first().waitFor()
    await screenshot(page, 'teacher-classArrange-zh-Hans')
    await close()
  })

  it('shows the check-in QR with its code; the learner checks in with the code and the live count rises', async () => {
    const { page, close } = await teacherPhone()
    await page.goto(`/pages/course/signEwm?id=${sessionNow}`)
    const codeView = page.getByTestId('check-in-code')
    await codeView.waitFor()
    await page.getByTestId('qr-image').waitFor()
    await expect(page.getByTestId('check-in-countdown').innerText()).resolves.toMatch(/\d+秒后刷新/)
    const live = page.getByTestId('check-in-live')
    await live.waitFor()
    const before = Number(await live.getAttribute('data-checked-in'))
    const code = (await codeView.getAttribute('data-code')) ?? ''
    expect(code).toMatch(/^\d{6}$/)
    const result = await viaContract(checkIn, { body: { code }, token: learner.token })
    expect(result.sessionId).toBe(sessionNow)
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="check-in-live"]')?.getAttribute('data-checked-in')) > n,
      before, { timeout: 15000 })
    await screenshot(page, 'teacher-signEwm-zh-Hans')
    await close()
  })

  it('approves a learner\'s leave request, which the learner then sees approved', async () => {
    const leave = await viaContract(askLeave, { body: { sessionId: sessionLater, reason: '单位临时出差，无法到场' }, token: learner.token })
    const { page, close } = await teacherPhone()
    await page.goto('/pages/private/teacher/leaveAsk')
    const card = page.locator(`[data-testid="leave-request"][data-leave-id="${leave.id}"]`)
    await card.getByText('单位临时出差，无法到场').waitFor()
    await screenshot(page, 'teacher-leaveAsk-zh-Hans')
    await card.getByTestId('leave-approve').click()
    await page.locator(`[data-testid="leave-request"][data-leave-id="${leave.id}"][data-status="approved"]`).waitFor()
    const mine = await viaContract(listMyLeaves, { query: { page: 1, size: 20 }, token: learner.token })
    expect(mine.list.find((l) => l.id === leave.id)?.status).toBe('approved')
    await close()
  })

  it.each(LOCALES)('shows the seeded classes, courses, ratings and a learner\'s record in %s', async (locale) => {
    const { page, close } = await teacherPhone(locale)
    await page.goto('/pages/private/teacher/class')
    await page.locator(`[data-testid="teacher-class"][data-class-id="${cls.id}"]`).waitFor()
    await screenshot(page, `teacher-class-${locale}`)
    await page.goto('/pages/private/teacher/teacherCourse')
    await page.getByTestId('teacher-course').first().waitFor()
    await page.goto('/pages/private/teacher/question')
    await page.getByTestId('rating-summary').waitFor()
    await screenshot(page, `teacher-question-${locale}`)
    await page.goto(`/pages/student/info?id=${learner.user.id}`)
    await page.getByTestId('student-info').waitFor()
    await screenshot(page, `student-info-${locale}`)
    await page.goto(`/pages/course/signEwm?id=${sessionNow}`)
    await page.getByTestId('check-in-code').waitFor()
    await screenshot(page, `teacher-signEwm-${locale}`)
    await page.goto('/pages/private/teacher/addLeaveAsk')
    await page.getByTestId('own-leave-form').waitFor()
    await screenshot(page, `teacher-addLeaveAsk-${locale}`)
    await close()
  })

  it('keeps the teacher\'s record of a learner from a learner', async () => {
    const { context, page } = await newSignedInPhone(browser, LEARNER)
    await page.goto(`/pages/student/info?id=${learner.user.id}`)
    // The learner holds no teacher role: the server answers 403 and the app goes to the login page.
    await page.waitForURL('**/pages/boot/bindPhone*', { timeout: 15000 })
    expect(await page.getByTestId('student-info').count()).toBe(0)
    await context.close()
  })
})
