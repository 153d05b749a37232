// 调查问卷 over the seeded demo questionnaires: the list deep-links with its title; a signed-out learner
// who submits is sent to the login page and comes back with the answers kept; empty required questions are marked
// beside them; the questionnaire is submitted once (a second visit shows 已提交, a second submit is refused); the
// pages read in zh-Hant and English; the back office shows the results, the locked questions and the CSV export.
// Screenshots at 375×812 (phone) and 1440×900 (console) under test/e2e/artifacts.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { button, signInByPassword } from './helpers/account'
import { baseUrl, launchBrowser, newDesktop, newPhone, screenshot } from './helpers/browser'

const LEARNER = '13800000001'
const PASSWORD = 'Demo@2026'
const SURVEY = '课程满意度调查'

let browser: Browser
beforeAll(async () => { browser = await launchBrowser() })
afterAll(async () => { await browser?.close() })

const titleIs = (page: Page, title: string) =>
  page.waitForFunction((t) => document.querySelector('.taro-navigation-bar-title')?.textContent === t, title, { timeout: 10000 })

async function signIn(phone: string): Promise<{ token: string; user: unknown }> {
  const res = await fetch(`${baseUrl()}/api/bindPhoneByPswd`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone, password: PASSWORD })
  })
  return (await res.json()).data
}

const card = (page: Page, index: number) => page.getByTestId('question-card').nth(index)

/** Answers the seeded 课程满意度调查: one choice, two ratings, two choices, and the optional text. */
async function answerSatisfaction(page: Page) {
  await card(page, 0).getByText('普拉提垫上教练认证').click()
  await card(page, 1).locator('.nut-rate-item').nth(4).click()
  await card(page, 2).locator('.nut-rate-item').nth(3).click()
  await card(page, 3).getByText('动作示范与现场纠错').click()
  await card(page, 3).getByText('私教课程设计').click()
  await card(page, 4).getByText('一定会').click()
  await card(page, 5).locator('textarea').fill('希望多安排一些实操课')
}

it('deep-links the list with its title and the seeded questionnaires', async () => {
  const { context, page } = await newPhone(browser)
  await page.goto('/pages/questionnaire/index')
  await titleIs(page, '调查问卷')
  await page.getByText(SURVEY).waitFor()
  await page.getByText('健身学习需求调查').waitFor()
  expect(await page.getByTestId('questionnaire-card').count()).toBe(2)
  await page.getByText('6道题 · 长期有效').waitFor()
  await screenshot(page, 'questionnaire-list')
  await context.close()
})

it('marks multiple choice with square boxes and single choice with round ones', async () => {
  const { context, page } = await newPhone(browser)
  await page.goto('/pages/questionnaire/index')
  await page.getByText(SURVEY).click()
  await page.getByTestId('questionnaire-form').waitFor()
  // Question 4 takes several answers; question 1 one.
  const multiple = card(page, 3)
  await multiple.getByText('动作示范与现场纠错').click()
  await multiple.locator('.qn-square--checked').waitFor()
  const boxes = await multiple.getByTestId('multiple-marker').evaluateAll((els) => els.map((el) => [el.getBoundingClientRect().width, parseFloat(getComputedStyle(el).borderTopLeftRadius)]))
  expect(boxes.length).toBeGreaterThan(1)
  for (const [width, r] of boxes) expect(r).toBeLessThan(width / 4) // square corners, not a circle
  expect(await card(page, 0).getByTestId('multiple-marker').count()).toBe(0) // one answer keeps NutUI's round radios
  await multiple.scrollIntoViewIfNeeded()
  await screenshot(page, 'questionnaire-multiple-choice')
  await context.close()
})

describe('a learner', () => {
  it('marks unanswered required questions, signs in on submit, comes back and submits once', async () => {
    const { context, page } = await newPhone(browser)
    await page.goto('/pages/questionnaire/index')
    await page.getByText(SURVEY).click()
    await page.waitForURL(/pages\/questionnaire\/index\?id=\d+/)
    await page.getByTestId('questionnaire-form').waitFor()
    await screenshot(page, 'questionnaire-form')

    await button(page, '提交问卷').click()
    expect(await page.getByTestId('question-problem').count()).toBe(5) // every required one; the text is optional
    await screenshot(page, 'questionnaire-errors') // scrolled to the first problem

    await answerSatisfaction(page)
    expect(await page.getByTestId('question-problem').count()).toBe(0) // re-checked as the learner answers
    await card(page, 1).scrollIntoViewIfNeeded()
    await screenshot(page, 'questionnaire-answered')
    await button(page, '提交问卷').click()
    await titleIs(page, '登录')
    await signInByPassword(page, LEARNER, PASSWORD)
    await titleIs(page, '调查问卷')
    expect(await card(page, 5).locator('textarea').inputValue()).toBe('希望多安排一些实操课')
    await button(page, '提交问卷').click()
    await page.getByTestId('questionnaire-thanks').getByText('提交成功，感谢你的参与！').waitFor()
    await screenshot(page, 'questionnaire-thanks')

    await page.reload()
    await page.getByTestId('questionnaire-already').getByText('你已提交过这份问卷').waitFor()
    await screenshot(page, 'questionnaire-already')
    await button(page, '看看其他问卷').click()
    await page.getByTestId('questionnaire-card').filter({ hasText: SURVEY }).getByText('已提交').waitFor()
    await screenshot(page, 'questionnaire-list-submitted')
    await context.close()
  })

  it('is refused a second submission by the server with a clear code', async () => {
    const session = await signIn(LEARNER)
    const headers = { 'content-type': 'application/json', 'x-auth-token': session.token }
    const list = await (await fetch(`${baseUrl()}/api/questionnaires`, { headers })).json()
    const survey = list.data.list.find((q: { title: string }) => q.title === SURVEY)
    expect(survey.submitted).toBe(true)
    const detail = (await (await fetch(`${baseUrl()}/api/questionnaires/${survey.id}`, { headers })).json()).data
    const answers = [{ questionId: detail.questions[0].id, options: [0] }]
    const again = await (await fetch(`${baseUrl()}/api/questionnaires/${survey.id}/responses`, { method: 'POST', headers, body: JSON.stringify({ answers }) })).json()
    expect(again).toMatchObject({ status: 0, code: 'QUESTIONNAIRE_ALREADY_SUBMITTED' })
  })

  it.each([['zh-Hant', '提交問卷', '這是必答題，請作答', '調查問卷'], ['en', 'Submit', 'This question is required', 'Questionnaires']])(
    'reads in %s, with the problems beside the questions', async (locale, submit, problem, title) => {
      const { context, page } = await newPhone(browser, { locale })
      await page.goto('/pages/questionnaire/index')
      await titleIs(page, title)
      await page.getByTestId('questionnaire-card').first().waitFor()
      await screenshot(page, `questionnaire-list-${locale}`)
      await page.getByTestId('questionnaire-card').nth(1).click()
      await page.getByTestId('questionnaire-form').waitFor()
      await button(page, submit).click()
      await card(page, 0).getByText(problem).waitFor()
      await screenshot(page, `questionnaire-errors-${locale}`)
      await context.close()
    })
})

describe('back office', () => {
  let desk: { context: BrowserContext; page: Page }
  beforeAll(async () => {
    desk = await newDesktop(browser)
    await desk.page.goto('/admin/login')
    await desk.page.getByPlaceholder('请输入手机号').fill('13800000009')
    await desk.page.getByPlaceholder('请输入密码').fill(PASSWORD)
    await desk.page.getByRole('button', { name: /登\s*录/ }).click()
    await desk.page.waitForURL('**/admin/dashboard**')
  })
  afterAll(async () => { await desk?.context.close() })

  it('shows the results with the response, keeps the questions locked, and exports the responses', async () => {
    const page = desk.page

    await page.goto('/admin/questionnaires')
    await page.getByRole('row', { name: new RegExp(SURVEY) }).waitFor()
    await screenshot(page, 'admin-questionnaire-list')
    await page.getByRole('row', { name: new RegExp(SURVEY) }).locator('button').first().click()
    await page.waitForURL(/\/admin\/questionnaires\/show\/\d+/)
    const results = page.getByTestId('questionnaire-results')
    await results.getByText('共 1 份答卷').waitFor()
    await results.getByText('希望多安排一些实操课').waitFor()
    await screenshot(page, 'admin-questionnaire-show')

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: /导\s*出/ }).click()
    const file = await download
    const csv = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = []
      void file.createReadStream().then((stream) => {
        stream.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks).toString('utf8'))).on('error', reject)
      })
    })
    expect(csv.charCodeAt(0)).toBe(0xfeff) // the BOM Excel needs for UTF-8
    const [header, row] = csv.slice(1).trim().split(/\r?\n/)
    expect(header).toContain('1. 你参加的是哪一类课程？')
    expect(row).toContain('138****0001')
    expect(row).toContain('动作示范与现场纠错、私教课程设计')
    expect(row).not.toContain('13800000001')

    await page.getByRole('button', { name: /编\s*辑/ }).click()
    await page.getByTestId('questions-locked').waitFor()
    await screenshot(page, 'admin-questionnaire-edit-locked')
  })

  it('writes a new questionnaire with the question editor', async () => {
    const page = desk.page
    await page.goto('/admin/questionnaires/create')
    await page.getByLabel('问卷标题').fill('线下集训住宿需求')
    const first = page.getByTestId('question-editor').first()
    await first.getByLabel('题目').fill('你需要学院协助安排住宿吗？')
    await first.getByPlaceholder('选项1').fill('需要')
    await first.getByPlaceholder('选项2').fill('不需要')
    await page.getByTestId('add-question').click()
    const second = page.getByTestId('question-editor').nth(1)
    await second.getByText('评分题').click()
    await second.getByLabel('题目').fill('对上次住宿的满意度')
    await screenshot(page, 'admin-questionnaire-create')
    await page.getByRole('button', { name: /保\s*存/ }).click()
    await page.waitForURL(/\/admin\/questionnaires\/show\/\d+/)
    await page.getByTestId('questionnaire-preview').getByText('对上次住宿的满意度').waitFor()
  })
})
