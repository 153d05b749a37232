// The console's training area (私教宝) as the content operator (13800000011) uses it: the company's moves (edit
// one, hide it from the app and show it again), a program's schedule edited (reps, load and rest of a set, a set
// added), a code-unlocked program's codes (a batch of three generated, listed, exported as CSV with an audit row), a
// reported shared plan hidden (its link then ends). Screenshots (1280×800) of moves, libraries, programs, the
// schedule editor, codes and reports in three languages.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import * as admin from '@contract/training/admin-endpoints'
import * as api from '@contract/training/endpoints'
import { listAuditLog } from '@contract/system/admin-endpoints'
import { newConsole, signInByApi, signInConsoleByApi } from './helpers/account'
import { downloadedText, launchBrowser, screenshot } from './helpers/browser'
import { viaContract } from './helpers/contract'

const CONTENT = '13800000011'
const LEARNER = '13800000001'
const TRAINER = '13800000008'
const OK = /确\s*定|確\s*定|OK/

let browser: Browser
const contexts: BrowserContext[] = []
let token = ''

/** A console of its own sign-in: the console refreshes its token (GET /api/current), which ends the old one a minute
 *  later, so a token shared by consoles and the API calls here would stop working part-way through the file. */
async function consolePage(locale = 'zh-Hans'): Promise<Page> {
  const { context, page } = await newConsole(browser, CONTENT, locale)
  contexts.push(context)
  return page
}

/** The dialog's zoom-in finished (or was cut short), so a screenshot shows it opaque. */
const settled = (dialog: Locator) => dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => null))))

beforeAll(async () => {
  browser = await launchBrowser()
  token = (await signInConsoleByApi(CONTENT)).token
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
})

it('edits a company move and hides it from the app, then shows it again', async () => {
  const page = await consolePage()
  await page.goto('/admin/training-moves')
  const first = page.locator('.ant-table-row').first()
  await first.waitFor()
  const [move] = (await viaContract(admin.listAdminMoves, { query: { page: 1, size: 1 }, token })).list
  await first.getByRole('button', { name: '编辑动作' }).click()
  const modal = page.locator('.ant-modal').filter({ hasText: '编辑动作' })
  await expect(modal.getByLabel('名称').inputValue()).resolves.toBe(move.name)
  await modal.getByLabel('难度（1-5）').fill('4')
  await screenshot(page, 'admin-training-move-edit-zh-Hans')
  await modal.getByRole('button', { name: OK }).click()
  await modal.waitFor({ state: 'hidden' })
  expect((await viaContract(admin.getAdminMove, { params: { id: move.id }, token })).level).toBe(4)

  const learner = (await signInByApi(LEARNER)).token
  const inApp = async () => (await viaContract(api.listMoves, { query: { keyword: move.name }, token: learner })).list.some((m) => m.id === move.id)
  await first.getByRole('button', { name: /^隐\s*藏$/ }).click()
  await page.locator('.ant-popconfirm').getByRole('button', { name: OK }).click()
  await first.getByText('已隐藏').waitFor()
  expect(await inApp()).toBe(false)
  await first.getByRole('button', { name: /^显\s*示$/ }).click()
  await first.getByText('显示中').waitFor()
  expect(await inApp()).toBe(true)
})

it('edits a program\'s schedule: a set\'s reps, load and rest changed and a set added, audited', async () => {
  const [move] = (await viaContract(admin.listAdminMoves, { query: { page: 1, size: 1 }, token })).list
  const rest = { name: '休息', restDay: true, modules: [] }
  const day = { name: '全身', restDay: false, modules: [{ kind: 'main' as const, items: [{ moveId: move.id, sets: [{ reps: 5, load: 40, loadMode: 'fixed' as const, restSec: 120 }] }] }] }
  const made = await viaContract(admin.createAdminProgram, {
    body: { title: '课表编辑演示', level: 2, access: 'free', goodsId: null, priceFen: 0, published: false, weeks: [{ days: [day, rest, rest, rest, rest, rest, rest] }] },
    token
  })
  const page = await consolePage()
  await page.goto('/admin/training-programs')
  const row = page.locator('.ant-table-row').filter({ hasText: '课表编辑演示' }).first()
  await row.getByTestId('program-schedule').click()
  const modal = page.locator('.ant-modal').filter({ hasText: '编辑课表：' })
  const set = modal.getByTestId('schedule-set').first()
  await expect(set.getByLabel('次数').inputValue()).resolves.toBe('5')
  await set.getByLabel('次数').fill('8')
  await set.getByLabel('负荷', { exact: true }).fill('60')
  await set.getByLabel('休息（秒）').fill('90')
  await modal.getByTestId('schedule-add-set').first().click()
  await modal.getByTestId('schedule-set').nth(1).waitFor()
  await settled(modal)
  await screenshot(page, 'admin-training-schedule-zh-Hans')
  await modal.getByRole('button', { name: OK }).click()
  await modal.waitFor({ state: 'hidden' })
  const saved = await viaContract(admin.getAdminProgram, { params: { id: made.id }, token })
  const sets = saved.schedule[0].days[0].modules[0].items[0].sets
  expect(sets).toHaveLength(2)
  expect(sets.map((x) => [x.reps, x.load, x.restSec])).toEqual([[8, 60, 90], [8, 60, 90]])
  const audit = await viaContract(listAuditLog, { query: { page: 1, size: 5, action: 'trainingProgram.schedule' }, token: (await signInConsoleByApi('13800000009')).token })
  expect(audit.list[0]).toMatchObject({ actorPhone: CONTENT, resourceId: String(made.id) })
})

it('generates unlock codes for a program, lists them and exports them as CSV (audited)', async () => {
  const page = await consolePage()
  await page.goto('/admin/training-programs')
  const row = page.locator('.ant-table-row').filter({ has: page.getByTestId('program-codes') }).first()
  await row.waitFor()
  await row.getByTestId('program-codes').click()
  const modal = page.locator('.ant-modal').filter({ hasText: '兑换码：' })
  await modal.getByLabel('数量（1-500）').fill('3')
  await modal.getByTestId('generate-codes').click()
  const codes = (await modal.getByTestId('new-codes').innerText()).split('\n').map((c) => c.trim()).filter(Boolean)
  expect(codes).toHaveLength(3)
  await modal.getByTestId('code-table').getByText(codes[0]).waitFor()
  await screenshot(page, 'admin-training-codes-zh-Hans')
  const [download] = await Promise.all([page.waitForEvent('download'), modal.getByRole('button', { name: /导出/ }).click()])
  const csv = (await downloadedText(download)).replace(/^\uFEFF/, '')
  expect(csv.split(/\r?\n/)[0]).toContain('兑换码')
  for (const code of codes) expect(csv).toContain(code)
  const audit = await viaContract(listAuditLog, { query: { page: 1, size: 5, action: 'export.csv' }, token: (await signInConsoleByApi('13800000009')).token })
  expect(audit.list[0]).toMatchObject({ actorPhone: CONTENT, resourceId: 'training-codes' })
})

it('hides a reported shared plan; its link stops working', async () => {
  const owner = (await signInByApi(TRAINER)).token
  const reporter = (await signInByApi(LEARNER)).token
  const plan = await viaContract(api.createPlan, { body: { name: '待审核的分享计划', weeks: 1 }, token: owner })
  const shareToken = (await viaContract(api.sharePlan, { params: { id: plan.id }, token: owner })).shareToken!
  await viaContract(api.reportSharedPlan, { params: { token: shareToken }, body: { reason: '含有广告' }, token: reporter })
  const page = await consolePage()
  await page.goto('/admin/training-reports')
  const row = page.locator('.ant-table-row').filter({ hasText: '待审核的分享计划' }).first()
  await row.waitFor()
  await screenshot(page, 'admin-training-reports-zh-Hans')
  await row.getByTestId('report-hide').click()
  await page.locator('.ant-popconfirm').getByRole('button', { name: OK }).click()
  await row.waitFor({ state: 'detached' })
  await expect(viaContract(api.getSharedPlan, { params: { token: shareToken } })).rejects.toThrow()
})

it.each(['zh-Hans', 'zh-Hant', 'en'])('shows moves, libraries and programs in %s', async (locale) => {
  const page = await consolePage(locale)
  await page.goto('/admin/training-moves')
  await page.locator('.ant-table-row').first().waitFor()
  await screenshot(page, `admin-training-moves-${locale}`)
  await page.goto('/admin/training-libraries')
  await page.locator('.ant-table-row').first().waitFor()
  await screenshot(page, `admin-training-libraries-${locale}`)
  await page.goto('/admin/training-programs')
  await page.locator('.ant-table-row').first().waitFor()
  await screenshot(page, `admin-training-programs-${locale}`)
  await page.getByTestId('program-schedule').first().click()
  await page.getByTestId('schedule-set').first().waitFor()
  await settled(page.locator('.ant-modal'))
  await screenshot(page, `admin-training-schedule-${locale}`)
  await page.keyboard.press('Escape')
  await page.locator('.ant-modal').waitFor({ state: 'hidden' })
})
