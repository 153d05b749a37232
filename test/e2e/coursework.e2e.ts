// Course documents and homework in the H5 build: the demo learner opens the course catalogue, plays a video that
// resumes where it stopped, hands in homework; the demo teacher grades it; the learner sees the result. Screenshots
// of the catalogue, the video and the grading in zh-Hans, zh-Hant and en.
import type { Browser, Page } from 'playwright-core'
import { listDocCourses } from '@contract/classroom/documents-endpoints'
import { listGradingClasses, listGradingSubmissions, listGradingTasks, listMyHomework } from '@contract/classroom/homework-endpoints'
import { fillPath, type Endpoint, type PathParamsOf, type ResponseOf } from '@contract/define'
import { expectToast, newSignedInPhone, signInByApi, titleIs } from './helpers/account'
import { baseUrl, launchBrowser, screenshot } from './helpers/browser'

let browser: Browser
const LEARNER = '13800000001'
const TEACHER = '13800000002'
beforeAll(async () => { browser = await launchBrowser() })
afterAll(async () => { await browser?.close() })

/** A phone signed in as a demo account (a fresh session each time: opening the app rotates the token). */
function phoneOf(phone: string, locale = 'zh-Hans') {
  return newSignedInPhone(browser, phone, locale)
}

/**
 * A GET through its endpoint definition, as a demo account signed in afresh (a page that opens rotates the
 * account's token, and the old one stops working a minute later).
 */
async function apiGet<E extends Endpoint>(endpoint: E, phone: string, params?: PathParamsOf<E>): Promise<ResponseOf<E>> {
  const { token } = await signInByApi(phone)
  const res = await fetch(`${baseUrl()}${fillPath(endpoint.path, params as Record<string, number> | undefined)}`, { headers: { 'x-auth-token': token } })
  return (await res.json()).data
}


/** Plays the lesson's video muted for a few seconds, then pauses it (the player saves on pause). */
async function watch(page: Page, seconds: number): Promise<number> {
  await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2, undefined, { timeout: 15000 })
  await page.evaluate(() => { const v = document.querySelector('video')!; v.muted = true; return v.play() })
  await page.waitForFunction((s) => (document.querySelector('video')?.currentTime ?? 0) >= s, seconds, { timeout: 20000 })
  const saved = await page.evaluate(() => { const v = document.querySelector('video')!; v.pause(); return Math.floor(v.currentTime) })
  await page.waitForTimeout(800) // the save on pause is on its way
  return saved
}

describe('course documents', () => {
  it('lists the bought course, plays a video and resumes it where it stopped', async () => {
    const { context, page } = await phoneOf(LEARNER)
    await page.goto('/pages/course/courseDocument')
    await titleIs(page, '课程列表')
    await page.getByTestId('doc-course').filter({ hasText: '体态评估与纠正性训练' }).click()
    await page.getByTestId('doc-menu-category').click()
    await titleIs(page, '课程目录')
    const lesson = page.getByTestId('doc-item').filter({ hasText: '站姿评估示范' })
    await lesson.waitFor()
    await screenshot(page, 'coursework-catalogue-zh-Hans')
    await lesson.click()
    await titleIs(page, '课时学习')
    expect(await watch(page, 3)).toBeGreaterThanOrEqual(3)
    await page.goBack()
    // The catalogue shows where the video stopped (saved on pause and again as the page closed).
    const row = page.getByTestId('doc-item').filter({ hasText: '站姿评估示范' }).filter({ hasText: /上次看到 0:0[2-9]/ })
    await row.waitFor()
    await row.click()
    const resume = page.getByTestId('doc-resume').filter({ hasText: /上次看到 0:0[2-9]/ })
    await resume.waitFor()
    const savedAt = Number((await resume.innerText()).match(/0:0(\d)/)![1])
    await page.waitForFunction((s) => Math.abs((document.querySelector('video')?.currentTime ?? 0) - s) <= 1, savedAt, { timeout: 10000 })
    await screenshot(page, 'coursework-video-zh-Hans')
    await context.close()
  })

  it('keeps a paid lesson locked for a learner who has not bought the course', async () => {
    const { context, page } = await phoneOf(LEARNER)
    const courses = await apiGet(listDocCourses, LEARNER)
    const other = courses.find((c) => !c.owned)!
    await page.goto(`/pages/course/document/category?id=${other.goodsId}`)
    await page.getByTestId('doc-item').filter({ hasText: '膳食记录表' }).filter({ hasText: '购买后学习' }).waitFor()
    await page.getByTestId('doc-item').filter({ hasText: '试看' }).first().waitFor()
    await context.close()
  })
})

describe('homework', () => {
  it('is handed in by the learner, graded by the teacher, and the learner sees the result', async () => {
    const tasks = await apiGet(listMyHomework, LEARNER)
    const task = tasks.find((x) => x.title === '为新会员制定一份训练计划')!

    const mine = await phoneOf(LEARNER)
    await mine.page.goto(`/pages/course/task/detail?id=${task.id}`)
    await mine.page.getByTestId('task-detail').and(mine.page.locator('[data-state="not_done"]')).waitFor()
    await mine.page.getByTestId('task-answer').click()
    await titleIs(mine.page, '提交作业')
    await mine.page.locator('textarea[placeholder="写下你的作业内容"]').fill('第1-2周每周3次全身训练：深蹲、俯卧撑、划船各3组×12次。')
    await mine.page.getByTestId('homework-submit').click()
    await expectToast(mine.page, '作业已提交')
    await mine.page.getByTestId('task-detail').and(mine.page.locator('[data-state="submitted"]')).waitFor()

    const { context, page } = await phoneOf(TEACHER)
    await page.goto('/pages/private/teacher/courseTask/class')
    await titleIs(page, '批改作业')
    await page.getByTestId('grading-class').filter({ hasText: '上海第8期' }).click()
    await page.getByTestId('grading-task').filter({ hasText: '为新会员制定一份训练计划' }).click()
    await page.getByTestId('grading-submission').filter({ hasText: '演示学员' }).click()
    await page.getByTestId('grading-detail').and(page.locator('[data-state="pending"]')).waitFor()
    await page.locator('input[placeholder="0-100"]').fill('88')
    await page.locator('textarea[placeholder="写下评语（驳回时必填）"]').fill('计划循序渐进，注意加入热身。')
    await screenshot(page, 'coursework-grading-zh-Hans')
    await page.getByTestId('grade-approve').click()
    await page.getByTestId('grading-detail').and(page.locator('[data-state="approved"]')).waitFor()
    await page.getByTestId('homework-score').filter({ hasText: '88分' }).waitFor()
    await context.close()

    await mine.page.reload()
    await mine.page.getByTestId('task-detail').and(mine.page.locator('[data-state="approved"]')).waitFor()
    await mine.page.getByTestId('homework-score').filter({ hasText: '88分' }).waitFor()
    await mine.page.getByTestId('homework-comment').filter({ hasText: '计划循序渐进，注意加入热身。' }).waitFor()
    await screenshot(mine.page, 'coursework-result-zh-Hans')
    await mine.context.close()
  })
})

describe('in other languages', () => {
  it.each([['zh-Hant', '課程目錄', '課時學習', '批改'], ['en', 'Contents', 'Lesson', 'Grading']])('shows the catalogue, the video and the grading in %s',
    async (locale, catalogueTitle, lessonTitle, gradingTitle) => {
      const courses = await apiGet(listDocCourses, LEARNER)
      const { context, page } = await phoneOf(LEARNER, locale)
      await page.goto(`/pages/course/document/category?id=${courses.find((c) => c.owned)!.goodsId}`)
      await titleIs(page, catalogueTitle)
      await page.getByTestId('doc-item').first().waitFor()
      await screenshot(page, `coursework-catalogue-${locale}`)
      await page.getByTestId('doc-item').first().click()
      await titleIs(page, lessonTitle)
      await page.getByTestId('doc-video').waitFor()
      await screenshot(page, `coursework-video-${locale}`)
      await context.close()

      const classes = await apiGet(listGradingClasses, TEACHER)
      const tasks = await apiGet(listGradingTasks, TEACHER, { classId: classes[0].classId })
      const subs = await apiGet(listGradingSubmissions, TEACHER, { classId: classes[0].classId, taskId: tasks[0].id })
      const staff = await phoneOf(TEACHER, locale)
      await staff.page.goto(`/pages/private/teacher/courseTask/detail?id=${subs[0].id}`)
      await titleIs(staff.page, gradingTitle)
      await staff.page.getByTestId('grading-detail').waitFor()
      await screenshot(staff.page, `coursework-grading-${locale}`)
      await staff.context.close()
    })
})
