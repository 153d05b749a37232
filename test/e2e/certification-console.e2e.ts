// The console's certification area as the demo admin (13800000009) runs a sitting: a new learner's paid exam
// registration is approved in 考试报名, the sitting's admit cards are sent and the demo judge (13800000007) assigned
// there; the judge scores; the operator corrects the judged score with a reason (audited as examScore.correct),
// revokes the certificate in 证书, and the public check, signed out, shows it revoked. A fresh learner keeps the demo
// learner's seeded states for the other files. Screenshots (1280×800) in zh-Hans.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { getExamSetup, listAdminCertificates, listAdminRegistrations } from '@contract/certification/admin-endpoints'
import { listMyRegistrations, submitJudgeScore } from '@contract/certification/endpoints'
import type { ExamSetup } from '@contract/certification/admin-shapes'
import { getGoods, listGoods } from '@contract/catalog/endpoints'
import { confirmSandboxPayment, createOrder, startPayment } from '@contract/commerce/endpoints'
import { listAuditLog } from '@contract/system/admin-endpoints'
import { newConsole, signInByApi, signInConsoleByApi, signedUpLearner } from './helpers/account'
import { launchBrowser, newPhone, screenshot } from './helpers/browser'
import { viaContract } from './helpers/contract'

const ADMIN = '13800000009'
const JUDGE = '13800000007'

let browser: Browser
const contexts: BrowserContext[] = []
let token = ''
let learnerToken = ''
let sessionId = 0
let registrationId = 0
let setup: ExamSetup

async function consolePage(): Promise<Page> {
  const { context, page } = await newConsole(browser, ADMIN)
  contexts.push(context)
  return page
}

/** An exam goods with an open sitting, a rubric and no online theory part, that the learner does not hold yet. */
async function openExam(learner: string) {
  const goods = await viaContract(listGoods, { query: { page: 1, size: 50, kind: 'exam' } })
  for (const { id } of goods.list) {
    const detail = await viaContract(getGoods, { params: { id }, token: learner })
    const sitting = detail.examSessions.find((s) => s.status === 'open' && s.seatsLeft > 0)
    if (!sitting) continue
    const rules = await viaContract(getExamSetup, { params: { id }, token })
    if (!rules.hasTheory && rules.items.length > 0) return { detail, sitting, rules }
  }
  throw new Error('no open exam sitting without a theory part in the demo catalogue')
}

/** The learner buys the sitting and pays in the sandbox; their registration appears pending review. */
async function buy(learner: string) {
  const { detail, sitting, rules } = await openExam(learner)
  const order = await viaContract(createOrder, {
    token: learner,
    body: { clientRequestId: crypto.randomUUID(), goodsId: detail.id, examSessionId: sitting.id, points: 0, agreementIds: detail.agreements.map((a) => a.id) }
  })
  const start = await viaContract(startPayment, { params: { id: order.id }, body: { channel: 'sandbox' }, token: learner })
  await viaContract(confirmSandboxPayment, { body: { orderId: order.id, sandboxToken: start.sandboxToken as string }, token: learner })
  const mine = await viaContract(listMyRegistrations, { query: { page: 1, size: 20 }, token: learner })
  const registration = mine.list.find((r) => r.goodsId === detail.id)!
  return { registration, sessionId: sitting.id, rules }
}

beforeAll(async () => {
  browser = await launchBrowser()
  token = (await signInConsoleByApi(ADMIN)).token
  learnerToken = (await signedUpLearner()).token
  const bought = await buy(learnerToken)
  ;({ sessionId, rules: setup } = { sessionId: bought.sessionId, rules: bought.rules })
  registrationId = bought.registration.id
  expect(bought.registration.status).toBe('pending_review')
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
})

/** Polls `read` until it gives `want` (the console's list refreshes after its mutation settles), up to 10 s. */
async function until<T>(read: () => Promise<T>, want: T): Promise<void> {
  const end = Date.now() + 10_000
  let last = await read()
  while (last !== want && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    last = await read()
  }
  expect(last).toBe(want)
}

const statusOf = async () =>
  (await viaContract(listAdminRegistrations, { query: { page: 1, size: 50, sessionId }, token })).list.find((r) => r.id === registrationId)!

describe('the operator', () => {
  it('approves the registration, sends the sitting\'s admit cards and assigns the judge', async () => {
    const page = await consolePage()
    await page.goto('/admin/exam-registrations')
    const filters = page.locator('form.ant-form-inline')
    await filters.getByPlaceholder('考试场次编号').fill(String(sessionId))
    await filters.getByRole('button', { name: /搜\s*索|查\s*询/ }).click()
    const row = page.locator('.ant-table-row').filter({ hasText: '待审核' }).filter({ hasText: `#${sessionId}` }).first()
    await row.getByRole('button', { name: /通\s*过/ }).click()
    await until(async () => (await statusOf()).status, 'approved')

    const sitting = page.locator('.ant-card').first()
    await sitting.getByPlaceholder('考试场次编号').fill(String(sessionId))
    await sitting.getByRole('button', { name: '发放准考证' }).click()
    await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s*定|OK/ }).click()
    await until(async () => (await statusOf()).status, 'admit_card_sent')
    expect((await statusOf()).seatNo).toMatch(/^\d{3}$/)

    await sitting.getByPlaceholder('考官手机号').fill(JUDGE)
    await sitting.getByRole('button', { name: '指派考官' }).click()
    await sitting.locator('.ant-tag').filter({ hasText: JUDGE }).waitFor()
    await screenshot(page, 'admin-certification-registrations-zh-Hans')
  })

  it('corrects the judged score with a reason, and the correction is audited', async () => {
    const judge = await signInByApi(JUDGE)
    const items = setup.items.map((item) => ({ itemId: item.id, score: item.maxScore }))
    await viaContract(submitJudgeScore, { params: { id: registrationId }, body: { items }, token: judge.token })
    const scored = await statusOf()
    expect(scored).toMatchObject({ status: 'passed', scoreSubmitted: true })

    const page = await consolePage()
    await page.goto('/admin/exam-registrations')
    const filters = page.locator('form.ant-form-inline')
    await filters.getByPlaceholder('考试场次编号').fill(String(sessionId))
    await filters.getByRole('button', { name: /搜\s*索|查\s*询/ }).click()
    const row = page.locator('.ant-table-row').filter({ hasText: scored.certificateNumber! })
    await row.getByRole('button', { name: '更正成绩' }).click()
    const modal = page.locator('.ant-modal').filter({ hasText: '更正实操成绩' })
    const first = setup.items[0]!
    await modal.getByLabel(`${first.title}（≤ ${first.maxScore}）`).fill(String(first.maxScore - 5))
    for (const item of setup.items.slice(1)) await modal.getByLabel(`${item.title}（≤ ${item.maxScore}）`).fill(String(item.maxScore))
    await modal.getByLabel('更正原因').fill('复核录像：动作示范扣5分')
    await screenshot(page, 'admin-certification-correction-zh-Hans')
    await modal.getByRole('button', { name: /确\s*定|OK/ }).click()
    await modal.waitFor({ state: 'hidden' })
    const total = setup.items.reduce((sum, item) => sum + item.maxScore, 0)
    await until(async () => (await statusOf()).result.score, total - 5)

    const audit = await viaContract(listAuditLog, { query: { page: 1, size: 5, action: 'examScore.correct' }, token })
    expect(audit.list[0]).toMatchObject({ actorPhone: ADMIN, resourceId: String(registrationId) })
    expect(audit.list[0]!.summary).toContain('复核录像：动作示范扣5分')
  })

  it('revokes the certificate, and the public check shows it revoked', async () => {
    const { certificateNumber } = await statusOf()
    const number = certificateNumber!
    const page = await consolePage()
    await page.goto('/admin/certificates')
    const filters = page.locator('form.ant-form-inline')
    await filters.getByPlaceholder('证书编号').fill(number)
    await filters.getByRole('button', { name: /搜\s*索|查\s*询/ }).click()
    const row = page.locator('.ant-table-row').filter({ hasText: number })
    await row.getByRole('button', { name: /撤\s*销/ }).click()
    const modal = page.locator('.ant-modal').filter({ hasText: '撤销证书' })
    await modal.getByLabel('撤销原因（公开查询时显示）').fill('考试中使用违规资料')
    await modal.getByRole('button', { name: /确\s*定|OK/ }).click()
    await row.filter({ hasText: '已撤销' }).waitFor()
    await screenshot(page, 'admin-certification-revoked-zh-Hans')
    const listed = await viaContract(listAdminCertificates, { query: { page: 1, size: 5, number }, token })
    expect(listed.list[0]).toMatchObject({ status: 'revoked', revokeReason: '考试中使用违规资料' })

    const { context, page: phone } = await newPhone(browser, { locale: 'zh-Hans' })
    contexts.push(context)
    await phone.goto(`/pages/home/certCheck?number=${number}`)
    const card = phone.locator('[data-testid="certificate"][data-status="revoked"]')
    await card.waitFor()
    await expect(card.innerText()).resolves.toContain('考试中使用违规资料')
    await phone.goto(`/cert/${number}`)
    await expect(phone.locator('body').innerText()).resolves.toContain('已撤销 Revoked')
  })
})
