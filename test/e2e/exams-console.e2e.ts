// The console's online exams as the demo academic operator (13800000004) uses them: a small CSV of questions imported
// (a dry run first, then the import) and found in 题库; a rule paper built from the imported knowledge point; the
// results of the seeded demo attempts with one attempt's answers. Screenshots (1280×800) of the bank, the import
// report, the paper form, the results and an attempt in three languages.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import * as admin from '@contract/exams/admin-endpoints'
import { IMPORT_COLUMNS } from '@contract/exams/constants'
import { newConsole, signInConsoleByApi } from './helpers/account'
import { launchBrowser, screenshot } from './helpers/browser'
import { viaContract } from './helpers/contract'

const ACADEMIC = '13800000004'
const OK = /确\s*定|確\s*定|OK/
const KP = '端到端导入'

let browser: Browser
const contexts: BrowserContext[] = []
let token = ''

async function consolePage(locale = 'zh-Hans'): Promise<Page> {
  const { context, page } = await newConsole(browser, ACADEMIC, locale)
  contexts.push(context)
  return page
}

// Waits for the dialog's finite animations (an endless one, such as a spinning icon, never finishes).
const settled = (dialog: Locator) => dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true })
  .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => null))))

const row = (cells: string[]) => cells.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')
const CSV = '\uFEFF' + [
  IMPORT_COLUMNS.join(','),
  row(['单选', '练习', '端到端：平板支撑主要锻炼哪个部位？', '核心', '小臂', '小腿', '', '', '', 'A', KP, '1', '2', '平板支撑是核心训练。']),
  row(['判断', '练习', '端到端：拉伸前应先热身。', '', '', '', '', '', '', '正确', KP, '1', '2', '']),
  row(['多选', '练习', '端到端：以下哪些是有氧运动？', '慢跑', '卧推', '游泳', '', '', '', 'AC', KP, '2', '3', ''])
].join('\r\n')

async function pick(page: Page, select: Locator, option: string | RegExp) {
  await select.click()
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click()
}

beforeAll(async () => {
  browser = await launchBrowser()
  token = (await signInConsoleByApi(ACADEMIC)).token
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
})

it('imports a CSV of questions after a dry run and finds them in the bank', async () => {
  const page = await consolePage()
  await page.goto('/admin/exam-questions')
  await page.locator('.ant-table-row').first().waitFor()
  await screenshot(page, 'admin-exams-questions-zh-Hans')
  await page.getByRole('button', { name: '从表格导入' }).click()
  const modal = page.locator('.ant-modal').filter({ hasText: '从表格导入题目' })
  await modal.locator('input[type=file]').setInputFiles({ name: '题目.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) })
  await modal.getByRole('button', { name: /试导入/ }).click()
  await modal.getByTestId('import-summary').filter({ hasText: '可导入 3 道' }).waitFor()
  expect((await viaContract(admin.listAdminQuestions, { query: { knowledgePoint: KP }, token })).total).toBe(0)
  await settled(modal)
  await screenshot(page, 'admin-exams-import-zh-Hans')
  await modal.getByRole('button', { name: /^导\s*入$/ }).click()
  await page.getByText('已导入 3 道题').waitFor()
  await modal.locator('.ant-modal-close').click()
  await page.getByPlaceholder('知识点').fill(KP)
  await page.getByRole('button', { name: /搜\s*索|筛\s*选|查\s*询/ }).first().click()
  await page.locator('.ant-table-row').filter({ hasText: '端到端：平板支撑' }).waitFor()
  expect((await viaContract(admin.listAdminQuestions, { query: { knowledgePoint: KP }, token })).total).toBe(3)
  await page.locator('.ant-table-row').filter({ hasText: '有氧运动' }).getByRole('button', { name: /^编\s*辑$/ }).click()
  const form = page.locator('.ant-modal').filter({ hasText: '编辑题目' })
  await expect(form.getByLabel('选项 C').inputValue()).resolves.toBe('游泳')
  await settled(form)
  await screenshot(page, 'admin-exams-question-form-zh-Hans')
})

it('builds a rule paper from the imported knowledge point', async () => {
  const [seeded] = (await viaContract(admin.listAdminPapers, { query: { mode: 'quiz' }, token })).list
  const page = await consolePage()
  await page.goto('/admin/exam-papers')
  await page.locator('.ant-table-row').first().waitFor()
  await page.getByRole('button', { name: '新建试卷' }).click()
  const modal = page.locator('.ant-modal').filter({ hasText: '新建试卷' })
  await modal.getByLabel('试卷名称').fill('端到端抽题练习')
  await modal.getByLabel('所属商品编号').fill(String(seeded!.goodsId))
  await modal.getByLabel('及格分').fill('3')
  await modal.getByRole('button', { name: '添加规则' }).click()
  const rule = modal.getByTestId('paper-rule').first()
  await pick(page, rule.locator('.ant-select').first(), KP)
  await rule.getByLabel('数量').fill('2')
  await rule.getByText('可用 3 道').waitFor()
  await settled(modal)
  await screenshot(page, 'admin-exams-paper-zh-Hans')
  await modal.getByRole('button', { name: OK }).click()
  await modal.waitFor({ state: 'hidden' })
  const made = (await viaContract(admin.listAdminPapers, { query: { q: '端到端抽题练习' }, token })).list
  expect(made).toEqual([expect.objectContaining({ kind: 'rules', questionCount: 2, mode: 'quiz', rules: [{ knowledgePoint: KP, kind: null, difficulty: null, count: 2 }] })])
})

it('shows the results of the seeded demo attempts and one attempt\'s answers', async () => {
  const attempts = await viaContract(admin.listAdminAttempts, { query: { phone: '13800000001' }, token })
  expect(attempts.total).toBeGreaterThan(0)
  const page = await consolePage()
  await page.goto('/admin/exam-attempts')
  const first = page.locator('.ant-table-row').filter({ hasText: '演示学员' }).first()
  await first.waitFor()
  await screenshot(page, 'admin-exams-results-zh-Hans')
  await first.getByRole('button', { name: /^详\s*情$/ }).click()
  const drawer = page.locator('.ant-drawer').filter({ hasText: '答卷详情' })
  await drawer.getByText('离开应用记录').waitFor()
  await drawer.locator('.ant-table-row').first().waitFor()
  await settled(drawer)
  await screenshot(page, 'admin-exams-attempt-zh-Hans')
})

it.each(['zh-Hant', 'en'])('shows the bank, papers and results in %s', async (locale) => {
  const page = await consolePage(locale)
  for (const screen of ['questions', 'papers', 'attempts']) {
    await page.goto(`/admin/exam-${screen}`)
    await page.locator('.ant-table-row').first().waitFor()
    await screenshot(page, `admin-exams-${screen}-${locale}`)
  }
  await page.getByRole('button', { name: locale === 'en' ? 'Details' : /^詳\s*情$/ }).first().click()
  await page.locator('.ant-drawer .ant-table-row').first().waitFor()
  await settled(page.locator('.ant-drawer'))
  await screenshot(page, `admin-exams-attempt-${locale}`)
})
