// Orders as a demanding learner sees them: the order list's six tabs (the last reachable),
// counts and the actions each state allows (取消 / 去支付 / 申请退款 / 查看发票), the mine tab's shortcuts with badges,
// the detail's banner, refund timeline and withdrawing a refund, the invoice form's field errors (no key shown), and
// 我的班级 from the mine tab while the learner has joined none.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { baseUrl, launchBrowser, newPhone, readTaroStorage, screenshot } from './helpers/browser'
import { expectToast, field, signInBySms } from './helpers/account'
import { callApi } from './helpers/api'

const PHONE = '13900000613'

let browser: Browser
let context: BrowserContext
let page: Page
let token = ''
const pageErrors: string[] = []

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  // Each app launch refreshes the token (GET /api/current) and the old one lives 60 s more: use the current one.
  const stored = page ? await readTaroStorage(page, 'token').catch(() => '') : ''
  if (stored) token = String(stored)
  return callApi<T>(baseUrl(), path, { ...init, token })
}

interface GoodsDetail { id: number; kind: string; priceFen: number; classes: unknown[]; examSessions: unknown[]; ships: boolean; agreements: { id: number }[] }

/**
 * Goods on sale, not free and not a bundle (owned items would price a second one at 0), needing no class, session
 * or address: orders for it can be placed through the API. The n-th such goods: what a learner holds or has an
 * unpaid order for is not sold again, so each order here buys another goods.
 */
async function plainGoods(n = 0): Promise<GoodsDetail> {
  const page1 = await api<{ list: { id: number }[] }>('/api/goods?size=50')
  let seen = 0
  for (const { id } of page1.list) {
    const detail = await api<GoodsDetail>(`/api/goods/${id}`)
    if (detail.kind !== 'bundle' && detail.priceFen > 0 && !detail.classes.length && !detail.examSessions.length && !detail.ships) {
      if (seen === n) return detail
      seen += 1
    }
  }
  throw new Error(`fewer than ${n + 1} goods without class, session and delivery in the seed`)
}

async function placeOrder(goods: GoodsDetail): Promise<{ id: number }> {
  return api('/api/order', {
    method: 'POST',
    body: { goodsId: goods.id, clientRequestId: crypto.randomUUID(), agreementIds: goods.agreements.map((a) => a.id) }
  })
}

async function payInSandbox(orderId: number) {
  const start = await api<{ sandboxToken: string }>(`/api/order/${orderId}/pay`, { method: 'POST', body: { channel: 'sandbox' } })
  await api('/api/pay/sandbox/confirm', { method: 'POST', body: { orderId, sandboxToken: start.sandboxToken } })
}

let unpaid = 0
let paid = 0
let invoiced = 0

beforeAll(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await newPhone(browser))
  page.on('pageerror', (err) => pageErrors.push(err.message))
  await page.goto('/pages/boot/bindPhone')
  await signInBySms(page, PHONE)
  await page.waitForURL('**/pages/entry/**')
  token = String(await readTaroStorage(page, 'token'))
  invoiced = (await placeOrder(await plainGoods(0))).id
  await payInSandbox(invoiced)
  await api(`/api/order/${invoiced}/invoice`, { method: 'POST', body: { type: 'personal', title: '王小绿', contact: '王小绿', phone: PHONE } })
  paid = (await placeOrder(await plainGoods(1))).id
  await payInSandbox(paid)
  unpaid = (await placeOrder(await plainGoods(2))).id
})
afterAll(async () => { await context?.close(); await browser?.close() })

async function orderNo(id: number): Promise<string> {
  return (await api<{ orderNo: string }>(`/api/order/${id}`)).orderNo
}

describe('orders as a learner sees them', () => {
  it('shows order shortcuts with a badge on the mine tab', async () => {
    await page.goto('/pages/entry/mine')
    await page.getByTestId('order-shortcuts').waitFor()
    await page.getByTestId('order-badge-unpaid').getByText('1').waitFor()
    // Drawn icons, one per status, not text symbols.
    expect(await page.locator('.order-shortcuts__icon .nut-icon').count()).toBe(4)
    expect(await page.getByTestId('order-shortcuts').innerText()).not.toMatch(/[¥✓↺⇠]/)
    await screenshot(page, 'orders-mine-shortcuts')
    await page.getByTestId('order-shortcut-unpaid').click()
    await page.waitForURL('**/pages/mine/orderList?status=unpaid')
    await page.locator('[data-testid=order-card][data-status=unpaid]').first().waitFor()
  })

  it('reaches the sixth tab (已退款) and shows counts on the tabs', async () => {
    await page.goto('/pages/mine/orderList')
    await page.getByTestId('order-card').first().waitFor()
    await page.getByTestId('order-tab-paid').getByText('2').waitFor()
    await screenshot(page, 'orders-list-zh')
    const last = page.getByTestId('order-tab-refunded')
    await last.scrollIntoViewIfNeeded()
    await last.click()
    await page.getByText('暂无订单').waitFor()
    // Taro's H5 scroll-view scrolls to the tab it was mounted with 500 ms after mount: the chosen tab must stay in view.
    await page.waitForTimeout(600)
    const box = await last.boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(375)
    await page.getByText('去逛逛').waitFor() // the empty state offers a way on
  })

  it('offers 取消 and 去支付 on an unpaid order, and cancels it', async () => {
    await page.getByTestId('order-tab-all').click()
    const no = await orderNo(unpaid)
    const unpaidCard = page.locator('[data-testid=order-card]', { hasText: no })
    await unpaidCard.getByTestId('order-action-pay').waitFor()
    await unpaidCard.getByTestId('order-action-cancel').click()
    await page.locator('.taro-model__confirm').click()
    const closedCard = page.locator('[data-testid=order-card][data-status=closed]', { hasText: no })
    await closedCard.waitFor()
    // Nothing is due on a closed order: its amount is not labelled 应付.
    await closedCard.getByText(/^订单金额 ¥/).waitFor()
    expect(await closedCard.innerText()).not.toContain('应付')
  })

  it('offers 查看发票 on an order with an invoice, and opens it', async () => {
    const invoicedCard = page.locator('[data-testid=order-card]', { hasText: await orderNo(invoiced) })
    await invoicedCard.getByTestId('order-action-refund').waitFor()
    await invoicedCard.getByTestId('order-action-invoice').click()
    await page.waitForURL(`**/pages/order/invoice?id=${invoiced}`)
    await page.getByTestId('invoice-view').waitFor()
  })

  it('asks for a refund from the list', async () => {
    await page.goto('/pages/mine/orderList')
    const no = await orderNo(paid)
    const paidCard = page.locator('[data-testid=order-card]', { hasText: no })
    await paidCard.getByTestId('order-action-invoice').waitFor({ state: 'detached' })
    await paidCard.getByTestId('order-action-refund').click()
    await field(page, '请说明退款原因').fill('时间冲突，无法参加')
    await page.getByTestId('refund-submit').click()
    await expectToast(page, '退款申请已提交')
    await page.locator('[data-testid=order-card][data-status=refunding]', { hasText: no }).waitFor()
  })

  it('shows the banner, the refund timeline and the schedule-free detail, and withdraws the refund', async () => {
    await page.goto(`/pages/order/detailOrder?id=${paid}`)
    await page.locator('[data-testid=order-detail][data-status=refunding]').waitFor()
    await page.getByTestId('order-banner').getByText('退款处理中').waitFor()
    await page.locator('[data-testid=refund-step-reviewed][data-state=current]').waitFor()
    await page.getByTestId('invoice-blocked').waitFor() // no 申请开票 while the refund is open
    await expect(page.getByTestId('invoice-apply').count()).resolves.toBe(0)
    await screenshot(page, 'orders-detail-refunding-zh')
    await page.getByTestId('refund-withdraw').click()
    await page.locator('.taro-model__confirm').click()
    await page.locator('[data-testid=order-detail][data-status=paid]').waitFor()
    await page.getByTestId('invoice-apply').waitFor()
  })

  it('counts down the time left to pay on an unpaid order', async () => {
    const fresh = await placeOrder(await plainGoods(3))
    await page.goto(`/pages/order/detailOrder?id=${fresh.id}`)
    await page.getByTestId('order-banner').getByText('等待付款').waitFor()
    const first = await page.getByTestId('order-time-left').textContent()
    expect(first).toMatch(/^剩余\d+分\d{2}秒$/)
    await page.waitForTimeout(1500)
    expect(await page.getByTestId('order-time-left').textContent()).not.toBe(first)
    await api(`/api/order/${fresh.id}/cancel`, { method: 'POST' })
  })

  it('pays an unpaid order straight from its detail and from the list, with no second confirm screen', async () => {
    // The goods of the countdown test, whose order it cancelled: free to buy again.
    const fresh = await placeOrder(await plainGoods(3))
    await page.goto(`/pages/order/detailOrder?id=${fresh.id}`)
    await page.getByTestId('order-pay').click()
    await page.waitForURL(`**/pages/order/transform?id=${fresh.id}`)
    await page.getByTestId('sandbox-confirm').waitFor() // the embedded default's pay step: one tap from here
    await screenshot(page, 'orders-pay-from-detail')
    await page.goBack()
    await page.waitForURL(`**/pages/order/detailOrder?id=${fresh.id}`) // back leads to the order
    await page.goto('/pages/mine/orderList?status=unpaid')
    await page.locator('[data-testid=order-card]', { hasText: await orderNo(fresh.id) }).getByTestId('order-action-pay').click()
    await page.waitForURL(`**/pages/order/transform?id=${fresh.id}`)
    await api(`/api/order/${fresh.id}/cancel`, { method: 'POST' })
  })

  it('shows invoice errors beside their fields, all at once, never a field key', async () => {
    await page.goto(`/pages/order/invoice?id=${paid}`)
    await page.getByTestId('invoice-form').waitFor()
    await field(page, '个人姓名或企业名称').fill('')
    await field(page, '收件人姓名').fill('')
    await field(page, '收件人电话').fill('')
    await page.getByTestId('invoice-submit').click()
    await page.getByTestId('field-title').getByText('请填写发票抬头').waitFor()
    await page.getByTestId('field-contact').getByText('请填写联系人').waitFor()
    await page.getByTestId('field-phone').getByText('请填写正确的手机号').waitFor()
    expect(await page.locator('.taro-model__confirm').count()).toBe(0)
    const text = await page.getByTestId('invoice-form').innerText()
    expect(text).not.toMatch(/\btitle\b|\bcontact\b|\bphone\b|填写有误/)
    await screenshot(page, 'orders-invoice-errors-zh')
    // Fixing a field clears its error; the rest stay.
    await field(page, '个人姓名或企业名称').fill('王小绿')
    await page.getByTestId('field-title').getByTestId('field-error').waitFor({ state: 'detached' })
    await page.getByTestId('field-phone').getByTestId('field-error').waitFor()
  })

  it('reaches my classes from the mine tab: none yet, with a way to the courses', async () => {
    await page.goto('/pages/entry/mine')
    await page.locator('.nut-cell', { hasText: '我的班级' }).click()
    await page.waitForURL('**/pages/course/classList')
    await page.getByText('还没有报名的班级').waitFor()
    await screenshot(page, 'my-classes-empty')
    await page.getByRole('tab', { name: '已结课' }).click()
    await page.getByText('没有已结课的班级').waitFor()
    await page.locator('.fe-empty .nut-button', { hasText: '去选课' }).click()
    await page.waitForURL('**/pages/entry/course')
  })

  it('logged no uncaught page error on any of these pages', () => {
    expect(pageErrors).toEqual([])
  })
})
