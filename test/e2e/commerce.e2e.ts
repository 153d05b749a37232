// The buying journey: course tab → goods detail → confirm with coupon and points → sandbox pay → paid → order list and
// detail → invoice → refund request → admin approves through the API → refund states visible; and the poster.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { baseUrl, launchBrowser, newPhone, readTaroStorage, screenshot, turnPickerWheel } from './helpers/browser'
import { cell, expectToast, field, signInByPassword, signedUpLearner } from './helpers/account'
import { callApi, type ApiInit } from './helpers/api'

const LEARNER = '13800000001'
const ADMIN = '13800000009'
const DEMO_PASSWORD = 'Demo@2026'

let browser: Browser
let context: BrowserContext
let page: Page
let orderId = 0

function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  return callApi<T>(baseUrl(), path, init)
}

beforeAll(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await newPhone(browser))
  await page.goto('/pages/boot/bindPhone')
  await signInByPassword(page, LEARNER, DEMO_PASSWORD)
  await page.waitForURL('**/pages/entry/index')
  // Courses that post a kit need a delivery address; checkout picks the default one.
  const token = String(await readTaroStorage(page, 'token'))
  await api('/api/address', { method: 'POST', token, body: { recipient: '演示学员', phone: LEARNER, regionCode: '440305', detail: '科技园南路1号', isDefault: true } })
  await api('/api/address', { method: 'POST', token, body: { recipient: '李收件', phone: '13800138001', regionCode: '440305', detail: '深南大道2号', isDefault: false } })
})
afterAll(async () => { await context?.close(); await browser?.close() })

describe('buying journey', () => {
  it('narrows the course tab to one city with the city picker, whose sheet opens over the tab bar', async () => {
    const { context: visitor, page: p } = await newPhone(browser)
    const asked: string[] = []
    p.on('request', (req) => {
      const url = new URL(req.url())
      if (url.pathname === '/api/goods' || url.pathname === '/api/goods/cities') asked.push(url.pathname + url.search)
    })
    await p.goto('/pages/entry/course')
    const cities = p.getByTestId('tab-course').locator('.goods-card__cities')
    await cities.first().waitFor()
    // The unfiltered list and the cities came inside the page (its first screen), its first cover drawn by it.
    expect(asked).toEqual([])
    await p.locator('.first-screen').waitFor({ state: 'detached' }) // the first card drew the same picture
    const before = await cities.allInnerTexts()
    expect(before.some((text) => !text.includes('北京'))).toBe(true)
    // The sheet is a chunk of its own, fetched on this first tap.
    await p.getByTestId('city-filter').click()
    await p.getByTestId('picker-toolbar').waitFor()
    await p.locator('.nut-pickerview-roller-item', { hasText: '北京' }).first().waitFor()
    // The cities come sorted as the server lists them: 全部城市, 上海, 北京, …
    await turnPickerWheel(p, 2)
    // The sheet's lowest rows are on top, not hidden behind the tab bar.
    const tabBar = (await p.locator('.app-tab-bar').boundingBox())!
    const onTop = await p.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('.nut-popup')), { x: tabBar.x + tabBar.width / 2, y: tabBar.y + tabBar.height / 2 })
    expect(onTop).toBe(true)
    await screenshot(p, 'commerce-course-city-picker')
    await p.locator('.fe-picker__confirm').click()
    await expect(p.getByTestId('city-filter').innerText()).resolves.toContain('北京')
    await p.waitForFunction(() => {
      const lines = [...document.querySelectorAll('[data-testid=tab-course] .goods-card__cities')].map((el) => el.textContent ?? '')
      return lines.length > 0 && lines.every((line) => line.includes('北京'))
    })
    expect(asked.filter((url) => url.includes(`city=${encodeURIComponent('北京')}`))).toHaveLength(1) // a filter asks the server
    await visitor.close()
  })

  it('finds a course on the course tab and opens its detail', async () => {
    // The tab bar's 课程 (the home page has its own: the entry grid, goods kinds).
    await page.locator('.app-tab-bar__label', { hasText: '课程' }).click()
    // The course tab's own cards: the home page, hidden under it, lists recommended goods too.
    const cards = page.getByTestId('tab-course').getByTestId('goods-card')
    await cards.first().waitFor()
    await screenshot(page, 'commerce-course-tab')
    await page.getByTestId('tab-course').getByRole('tab', { name: '课程', exact: true }).click()
    // An offline course that posts a kit, not the first one: the demo learner holds a seat in its ongoing class.
    await cards.filter({ hasText: '瑜伽教练200小时培训' }).click()
    await page.getByTestId('goods-detail').waitFor()
    await screenshot(page, 'commerce-detail')
  })

  it('chooses a class and confirms the order with a coupon and points', async () => {
    // An offline training with classes open for enrolment: choose one.
    await page.getByRole('tab', { name: '课程安排' }).click()
    const firstOpenClass = page.locator('.session-picker__item:not(.is-disabled)').first()
    await firstOpenClass.waitFor()
    await firstOpenClass.click()
    await page.locator('.session-picker__item.is-selected').waitFor()
    await page.getByTestId('buy-now').click()
    await page.getByTestId('confirm-order').waitFor()
    await page.getByTestId('price-total').waitFor()
    // The default address shows by itself, and one picked from the list shows on coming back, with nothing else touched.
    const address = page.locator('.checkout-options__address')
    await address.getByText(`演示学员 ${LEARNER}`).waitFor()
    await address.click()
    await page.waitForURL('**/pages/mine/addressList?select=**')
    await page.getByTestId('address-card').filter({ hasText: '李收件' }).locator('.address-card__body').click()
    await page.getByTestId('confirm-order').waitFor()
    await address.getByText('李收件 13800138001').waitFor({ timeout: 5000 })
    await screenshot(page, 'commerce-confirm-address-picked')
    await page.getByTestId('price-coupon').waitFor() // the best usable coupon is applied by default
    await cell(page, '积分抵扣').locator('.nut-switch').click()
    await page.getByTestId('price-points').waitFor()
    // The course has purchase agreements, so checkout asks for the tick before it submits.
    const agree = page.getByTestId('checkout-agree')
    await agree.waitFor()
    await agree.locator('.nut-checkbox').click()
    await page.locator('[data-testid=checkout-agree] .nut-checkbox-icon-checked').waitFor()
    await screenshot(page, 'commerce-confirm')
    await page.getByTestId('submit-order').click()
  })

  it('pays in the sandbox and sees the server confirm it', async () => {
    await page.getByTestId('sandbox-confirm').click()
    await page.waitForURL('**/pages/order/payView**')
    await page.locator('[data-testid=pay-view][data-status=paid]').waitFor()
    orderId = Number(new URL(page.url()).searchParams.get('id'))
    expect(orderId).toBeGreaterThan(0)
  })

  it('goes from 支付成功 to my classes, where the class joined shows with its dates', async () => {
    await page.getByTestId('go-my-classes').click()
    await page.waitForURL('**/pages/course/classList')
    const card = page.locator(`[data-testid=class-card][data-order-id="${orderId}"]`)
    await card.waitFor()
    expect(await card.getAttribute('data-state')).toMatch(/^(upcoming|ongoing)$/)
    expect(await card.getByTestId('class-dates').innerText()).toMatch(/^\d{4}-\d{2}-\d{2}/)
    await screenshot(page, 'commerce-my-classes')
    await card.getByTestId('class-order').click()
    await page.locator(`[data-testid=order-detail][data-status=paid]`).waitFor()
  })

  it('shows the order in the list and in detail', async () => {
    await page.goto('/pages/mine/orderList')
    await page.getByTestId('order-card').first().waitFor()
    await page.getByTestId('order-card').first().click()
    await page.locator('[data-testid=order-detail][data-status=paid]').waitFor()
    await screenshot(page, 'commerce-order-detail')
  })

  it('shows the paid course as bought on its goods page, leading to the order instead of a second purchase', async () => {
    const token = String(await readTaroStorage(page, 'token'))
    const order = await api<{ goods: { id: number } }>(`/api/order/${orderId}`, { token })
    await page.goto(`/pages/course/courseDetail?id=${order.goods.id}`)
    const held = page.getByTestId('goods-held')
    await held.waitFor()
    expect(await held.innerText()).toContain('已购买')
    expect(await page.getByTestId('buy-now').count()).toBe(0)
    await screenshot(page, 'commerce-detail-held')
    await held.click()
    await page.waitForURL(`**/pages/order/detailOrder?id=${orderId}`)
    await page.locator('[data-testid=order-detail][data-status=paid]').waitFor()
  })

  it('requests an invoice', async () => {
    await page.goto(`/pages/order/invoice?id=${orderId}`)
    await page.getByTestId('invoice-form').waitFor()
    await field(page, '个人姓名或企业名称').fill('王小绿')
    await field(page, '收件人姓名').fill('王小绿')
    await field(page, '收件人电话').fill('13800138000')
    await page.getByTestId('invoice-submit').click()
    await page.getByTestId('invoice-view').waitFor()
    await page.getByText('未邮寄').waitFor()
  })

  it('requests a refund, which the admin approves, and the states show', async () => {
    await page.goto(`/pages/order/detailOrder?id=${orderId}`)
    await page.getByTestId('order-refund').click()
    await field(page, '请说明退款原因').fill('时间冲突，无法参加')
    await page.getByTestId('refund-submit').click()
    await expectToast(page, '退款申请已提交')
    await page.getByTestId('refund-status').getByText('待审核').waitFor()

    const admin = await api<{ token: string }>('/api/admin/login', { method: 'POST', body: { mode: 'password', phone: ADMIN, password: DEMO_PASSWORD } })
    const pending = await api<{ list: { id: number; orderId: number }[] }>('/api/admin/refunds?status=pending', { token: admin.token })
    const refund = pending.list.find((r) => r.orderId === orderId)!
    // The demo admin also holds the finance role, which the payout step needs.
    await api(`/api/admin/refunds/${refund.id}/approve`, { method: 'PUT', body: {}, token: admin.token })
    await api(`/api/admin/refunds/${refund.id}/payout`, { method: 'PUT', body: {}, token: admin.token })

    await page.reload()
    await page.getByTestId('refund-status').getByText('已退款').waitFor()
    await page.locator('[data-testid=order-detail][data-status=refunded]').waitFor()
  })

  it('no longer lists the class once the refund is paid out', async () => {
    await page.goto('/pages/course/classList')
    await page.getByTestId('class-list').locator('[data-testid=class-card], .fe-empty').first().waitFor()
    expect(await page.locator(`[data-testid=class-card][data-order-id="${orderId}"]`).count()).toBe(0)
  })

  it('draws a poster and downloads it as a PNG named by the title', async () => {
    const order = await page.evaluate(async (id) => {
      const token = JSON.parse(localStorage.getItem('token') || '{}').data
      const res = await fetch(`/api/order/${id}`, { headers: { 'x-auth-token': token } })
      return (await res.json()).data
    }, orderId)
    await page.goto(`/pages/course/share?id=${order.goods.id}`)
    await page.locator('[data-testid=poster-page][data-status=ready]').waitFor()
    const download = page.waitForEvent('download')
    await page.getByTestId('poster-save').click()
    const file = await download
    // The title without characters file names cannot hold, spaces squeezed (shared/platform/save-image.ts).
    const expected = order.goods.title.replace(/[\\/:*?"<>|]/g, '').replace(/\s+/g, ' ').trim()
    expect(file.suggestedFilename()).toBe(`${expected}.png`)
    await screenshot(page, 'commerce-poster')
  })
})

/** 'YYYY-MM-DD HH:mm' on China time, computed here without the app's helpers. */
const beijing = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')

describe.each(['Asia/Shanghai', 'UTC'])('an exam session in a browser on %s', (timezoneId) => {
  it('shows the same China time on the goods page and at checkout, and words the page as an exam', async () => {
    // A new learner: the demo learner is registered for every demo exam (the certification demo).
    const learner = await signedUpLearner()
    const exams = await api<{ list: { id: number }[] }>('/api/goods?kind=exam&size=50')
    let exam: { id: number; held: unknown; examSessions: { id: number; status: string; seatsLeft: number; startsAt: string }[] } | undefined
    for (const { id } of exams.list) {
      const detail = await api<NonNullable<typeof exam>>(`/api/goods/${id}`, { token: learner.token })
      if (!detail.held && detail.examSessions.some((x) => x.status === 'open' && x.seatsLeft > 0)) { exam = detail; break }
    }
    const session = exam!.examSessions.find((x) => x.status === 'open' && x.seatsLeft > 0)!
    const when = beijing(session.startsAt)

    const phone = await newPhone(browser, { token: learner.token, userInfo: JSON.stringify(learner.user) }, { timezoneId })
    const p = phone.page
    expect(await p.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId)
    await p.goto(`/pages/course/courseDetail?id=${exam!.id}`)
    await p.getByTestId('goods-detail').waitFor()
    await p.waitForFunction(() => document.title === '考试详情')
    await p.getByRole('tab', { name: '考试安排' }).click()
    const item = p.locator('.session-picker__item:not(.is-disabled)', { hasText: when })
    await item.first().click()
    await p.getByTestId('buy-now').click()
    await p.getByTestId('confirm-order').waitFor()
    const parts = p.locator('.order-goods__part')
    expect(await parts.allInnerTexts()).toContain(when)
    // The '·' is drawn in the 14 px left of each part: a part starting a line sits at the clip's left edge, so its dot
    // is clipped, and none hangs at a line's end or leads the next.
    // Measured in one go: the page may still be sliding in, which moves every box alike.
    const { clipX, boxes } = await p.evaluate(() => ({
      clipX: document.querySelector('.order-goods__clip')!.getBoundingClientRect().x,
      boxes: [...document.querySelectorAll('.order-goods__part')].map((el) => el.getBoundingClientRect()).map(({ x, y }) => ({ x, y }))
    }))
    expect(boxes.length).toBeGreaterThan(2)
    boxes.forEach((box, i) => {
      const startsLine = i === 0 || box.y > boxes[i - 1].y + 1
      if (startsLine) expect(Math.round(box.x - clipX)).toBe(0)
      else expect(box.x - clipX).toBeGreaterThanOrEqual(14)
    })
    await screenshot(p, `commerce-exam-checkout-${timezoneId.replace('/', '-')}`)
    await phone.context.close()
  })
})
