// A share link's launch as a visitor meets it: the H5 site opened with ?sc=<the demo salesperson's code> remembers the
// code, the visitor signs up by SMS, buys a class of 普拉提垫上初级认证 in the sandbox, and the demo salesperson's
// 我的业绩 (pages/private/sale/order) shows that order as theirs, through the link.
import type { Browser } from 'playwright-core'
import type { CurrentUserResponse } from '@contract/identity/shapes'
import { listAttributedOrders } from '@contract/sales/endpoints'
import { signInByApi, signInBySms } from './helpers/account'
import { callApi } from './helpers/api'
import { viaContract } from './helpers/contract'
import { baseUrl, launchBrowser, newPhone, readTaroStorage, screenshot } from './helpers/browser'

const SALES = '13800000003'
/** The demo salesperson's code (server/seed/sales/content.ts). */
const DEMO_SALES_CODE = 'DEMO2026'
const GOODS_TITLE = '普拉提垫上初级认证'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function goodsId(): Promise<number> {
  const list = await callApi<{ list: { id: number; title: string }[] }>(baseUrl(), '/api/goods?kind=course&size=50')
  const goods = list.list.find((g) => g.title === GOODS_TITLE)
  if (!goods) throw new Error(`the demo has no goods ${GOODS_TITLE}`)
  return goods.id
}

it('credits the salesperson with the order of a visitor who came through their ?sc= link', async () => {
  const id = await goodsId()
  const phone = `139${String(Date.now()).slice(-8)}`
  const visitor = await newPhone(browser)
  const page = visitor.page

  await page.goto(`/pages/course/courseDetail?id=${id}&sc=${DEMO_SALES_CODE}`)
  await page.getByTestId('goods-detail').waitFor()
  await expect(readTaroStorage(page, 'salesCode')).resolves.toMatchObject({ code: DEMO_SALES_CODE })

  await page.goto('/pages/boot/bindPhone')
  await signInBySms(page, phone)
  await page.waitForURL((url) => !url.pathname.includes('/pages/boot/bindPhone'))
  const token = String(await readTaroStorage(page, 'token'))
  // The course posts a kit: checkout takes the default address.
  await callApi(baseUrl(), '/api/address', { method: 'POST', token, body: { recipient: '链接访客', phone, regionCode: '310101', detail: '南京东路1号', isDefault: true } })

  await page.goto(`/pages/course/courseDetail?id=${id}`)
  await page.getByTestId('goods-detail').waitFor()
  await page.getByRole('tab', { name: '课程安排' }).click()
  await page.locator('.session-picker__item:not(.is-disabled)', { hasText: '上海春季班' }).first().click()
  await page.locator('.session-picker__item.is-selected').waitFor()
  await page.getByTestId('buy-now').click()
  await page.getByTestId('confirm-order').waitFor()
  const agree = page.getByTestId('checkout-agree')
  if (await agree.count()) {
    await agree.locator('.nut-checkbox').click()
    await page.locator('[data-testid=checkout-agree] .nut-checkbox-icon-checked').waitFor()
  }
  await page.getByTestId('submit-order').click()
  await page.getByTestId('sandbox-confirm').click()
  await page.waitForURL('**/pages/order/payView**')
  await page.locator('[data-testid=pay-view][data-status=paid]').waitFor()
  const orderId = Number(new URL(page.url()).searchParams.get('id'))
  await visitor.context.close()

  const sales = (await signInByApi(SALES)) as CurrentUserResponse
  const seller = await newPhone(browser, { token: sales.token, userInfo: JSON.stringify(sales.user) })
  await seller.page.goto('/pages/private/sale/order')
  // The server credits the order through the link; the page shows it under its buyer.
  const credited = await viaContract(listAttributedOrders, { query: { size: 50 }, token: sales.token })
  const order = credited.list.find((o) => o.id === orderId)
  expect(order).toMatchObject({ via: 'link', goodsTitle: GOODS_TITLE, className: '上海春季班' })
  const card = seller.page.locator('[data-testid="sales-order"][data-via="link"]', { hasText: order!.buyer })
  await card.waitFor()
  await expect(card.innerText()).resolves.toContain(GOODS_TITLE)
  await screenshot(seller.page, 'sales-attribution-order')
  await seller.context.close()
})
