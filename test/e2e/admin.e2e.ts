// A journey across the back office and the H5 site: the demo admin signs in to /admin, creates a course
// with a class and publishes it; a learner buys it in the H5 site and asks for an invoice; the admin finds the
// order, issues the invoice, takes the refund through review and payout; the learner sees 已退款; the audit log
// shows every step. Screenshots of the dashboard, a list, a form and the audit log are kept as artifacts.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expectToast, field, signInByPassword } from './helpers/account'
import { launchBrowser, newDesktop, newPhone, screenshot } from './helpers/browser'

const ADMIN = '13800000009'
const LEARNER = '13800000001'
const PASSWORD = 'Demo@2026'
const TITLE = `E2E 体态评估与纠正训练营 ${Date.now() % 100000}`
const OK = /确\s*定/

let browser: Browser
let desk: { context: BrowserContext; page: Page }
let phone: { context: BrowserContext; page: Page }
let goodsId = 0
let orderId = 0

const admin = () => desk.page
const learner = () => phone.page

/** A future date the class runs on, as the date picker takes it. */
function daysFromNow(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000)
  return d.toISOString().slice(0, 10)
}

async function fillDate(page: Page, label: string, value: string) {
  const input = page.getByLabel(label, { exact: true })
  await input.click()
  await input.fill(value)
  await input.press('Enter')
}

beforeAll(async () => {
  browser = await launchBrowser()
  desk = await newDesktop(browser)
  phone = await newPhone(browser)
})
afterAll(async () => {
  await desk?.context.close()
  await phone?.context.close()
  await browser?.close()
})

describe('back office journey', () => {
  it('signs the demo admin in and shows the dashboard', async () => {
    await admin().goto('/admin/login')
    await admin().getByPlaceholder('请输入手机号').fill(ADMIN)
    await admin().getByPlaceholder('请输入密码').fill(PASSWORD)
    await admin().getByRole('button', { name: /登\s*录/ }).click()
    await admin().waitForURL('**/admin/dashboard**')
    await admin().locator('.recharts-surface').first().waitFor()
    await screenshot(admin(), 'admin-dashboard')
  })

  it('creates a course, adds a class and publishes it', async () => {
    await admin().goto('/admin/goods/create')
    await admin().getByLabel('商品名称').fill(TITLE)
    await admin().getByLabel('售价（元）').fill('199')
    await admin().getByLabel('原价（元）').fill('299')
    await admin().getByRole('textbox', { name: '商品介绍' }).fill('三天线下训练营：体态评估、纠正训练与课后作业。')
    await screenshot(admin(), 'admin-goods-form')
    await admin().getByRole('button', { name: /保\s*存/ }).click()
    await admin().waitForURL('**/admin/goods/show/**')
    goodsId = Number(admin().url().split('/show/')[1])
    expect(goodsId).toBeGreaterThan(0)

    await admin().getByRole('button', { name: '新增班级' }).click()
    const dialog = admin().getByRole('dialog')
    await dialog.getByLabel('班级名称').fill('周末班')
    await dialog.getByLabel('城市').fill('深圳')
    await fillDate(admin(), '开课日期', daysFromNow(20))
    await fillDate(admin(), '结课日期', daysFromNow(22))
    await dialog.getByLabel('课表').fill('每天 9:00–17:00')
    await dialog.getByLabel('名额').fill('20')
    await dialog.getByRole('button', { name: /保\s*存/ }).click()
    await admin().getByRole('cell', { name: '周末班' }).waitFor()

    // The buttons' names start with their icon's (cloud-upload 上架); 定时上架 is another button.
    // The server's answer is awaited and checked so that a refusal fails here with its reason, not as a missing button.
    await admin().getByRole('button', { name: /\s上架$/ }).click()
    const published = admin().waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/admin\/goods\/\d+\/publish$/.test(r.url()))
    await admin().getByRole('button', { name: OK }).click()
    const answer = await published
    expect(`${answer.status()} ${await answer.text()}`).toMatch(/^200 /)
    await admin().getByRole('button', { name: /\s下架$/ }).waitFor()
    await screenshot(admin(), 'admin-goods-show')
  })

  it('lets a learner buy it in the H5 site and ask for an invoice', async () => {
    await learner().goto('/pages/boot/bindPhone')
    await signInByPassword(learner(), LEARNER, PASSWORD)
    await learner().waitForURL('**/pages/entry/index')
    await learner().goto(`/pages/course/courseDetail?id=${goodsId}`)
    await learner().getByTestId('goods-detail').getByText(TITLE).first().waitFor()
    await learner().getByRole('tab', { name: '课程安排' }).click()
    await learner().locator('.session-picker__item:not(.is-disabled)').first().click()
    await learner().getByTestId('buy-now').click()
    await learner().getByTestId('confirm-order').waitFor()
    await learner().getByTestId('submit-order').click()
    await learner().getByTestId('sandbox-confirm').click()
    await learner().waitForURL('**/pages/order/payView**')
    await learner().locator('[data-testid=pay-view][data-status=paid]').waitFor()
    orderId = Number(new URL(learner().url()).searchParams.get('id'))

    await learner().goto(`/pages/order/invoice?id=${orderId}`)
    await field(learner(), '个人姓名或企业名称').fill('王小绿')
    await field(learner(), '收件人姓名').fill('王小绿')
    await field(learner(), '收件人电话').fill('13800138000')
    await learner().getByTestId('invoice-submit').click()
    await learner().getByTestId('invoice-view').waitFor()
  })

  it('shows the order to the admin, who issues the invoice', async () => {
    await admin().goto('/admin/orders')
    await admin().getByRole('cell', { name: TITLE }).waitFor()
    await screenshot(admin(), 'admin-orders-list')
    await admin().goto(`/admin/orders/show/${orderId}`)
    await admin().locator('[data-testid=admin-order-detail][data-status=paid]').waitFor()
    await admin().getByTestId('invoice-edit').click()
    const dialog = admin().getByRole('dialog')
    await dialog.getByLabel('发票号码').fill('044031900111')
    await fillDate(admin(), '开票日期', daysFromNow(0))
    await admin().getByTestId('invoice-save').click()
    await admin().getByTestId('invoice-card').getByText('044031900111').waitFor()
  })

  it('takes the refund through review and payout, and the learner sees 已退款', async () => {
    await learner().goto(`/pages/order/detailOrder?id=${orderId}`)
    await learner().getByTestId('order-refund').click()
    await field(learner(), '请说明退款原因').fill('时间冲突，无法参加')
    await learner().getByTestId('refund-submit').click()
    await expectToast(learner(), '退款申请已提交')

    await admin().reload()
    await admin().getByTestId('refund-approve').click()
    await admin().getByTestId('refund-approve-confirm').click()
    await admin().getByTestId('refund-payout').click()
    await admin().getByTestId('refund-payout-confirm').click()
    await admin().locator('[data-testid=admin-order-detail][data-status=refunded]').waitFor()

    await learner().reload()
    await learner().getByTestId('refund-status').getByText('已退款').waitFor()
  })

  it('marks the invoice of the refunded order in the invoice list, and offers no 开票 for it', async () => {
    await admin().goto('/admin/invoices')
    const row = admin().locator('.ant-table-row').filter({ hasText: '044031900111' })
    await row.getByText('订单已全额退款').waitFor()
    expect(await row.getByRole('button', { name: '开票 / 邮寄' }).isDisabled()).toBe(true)
    await screenshot(admin(), 'admin-invoices-refunded')
  })

  it('records every step in the audit log', async () => {
    await admin().goto('/admin/audit')
    for (const action of ['goods.create', 'class.create', 'goods.publish', 'invoice.update', 'refund.approve', 'refund.payout']) {
      await admin().locator('.ant-table').getByText(action, { exact: true }).first().waitFor()
    }
    await screenshot(admin(), 'admin-audit-log')
  })
})

