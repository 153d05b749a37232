// The salesperson's area as the demo salesperson (13800000003) meets it: the 销售 section of the mine tab (and no
// other staff section) opens 我的业绩 with the seeded attributed orders; a class's enrolment by day; a lead added,
// followed up and converted; a coupon of an allowed batch issued to a customer; a withdrawal requested. A learner
// sees no staff section, and a staff page sends them to the login page (403). Screenshots of every sales page in
// zh-Hans, zh-Hant and en go to test/e2e/artifacts.
import type { Browser, Page } from 'playwright-core'
import type { CurrentUserResponse } from '@contract/identity/shapes'
import { listLeads, listSalesCoupons } from '@contract/sales/endpoints'
import { expectToast, field, signInByApi } from './helpers/account'
import { launchBrowser, newPhone, screenshot } from './helpers/browser'
import { viaContract } from './helpers/contract'

const SALES = '13800000003'
const LEARNER = '13800000001'
/** A seeded buyer holding neither of the demo batches' coupons. */
const CUSTOMER = '13900001003'
const LOCALES = ['zh-Hans', 'zh-Hant', 'en'] as const

let browser: Browser

/** Waits until the count is what the check wants (lists reload after an action). */
async function countBecomes(read: () => Promise<number>, ok: (n: number) => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const n = await read()
    if (ok(n)) return
    if (Date.now() > until) throw new Error(`count stayed ${n}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** A fresh session each time: the app rotates the token it is given at launch, and the old one ends 60 s later. */
const signIn = async (phone: string) => (await signInByApi(phone)) as CurrentUserResponse

async function phoneOf(user: CurrentUserResponse, locale: (typeof LOCALES)[number] = 'zh-Hans'): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPhone(browser, { token: user.token, userInfo: JSON.stringify(user.user), locale })
  return { page, close: () => context.close() }
}

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('the salesperson', () => {
  it('finds only the 销售 section on the mine tab and opens 我的业绩 with attributed orders', async () => {
    const { page, close } = await phoneOf(await signIn(SALES))
    await page.goto('/pages/entry/mine')
    const section = page.getByTestId('mine-staff-sales')
    await section.waitFor()
    await expect(page.locator('[data-testid^="mine-staff-"]').count()).resolves.toBe(1)
    await section.locator('.nut-cell', { hasText: '我的业绩' }).click()
    await page.waitForURL('**/pages/private/sale/order*')
    await page.getByTestId('sales-month').first().waitFor()
    await page.getByTestId('sales-order').first().waitFor()
    await expect(page.locator('[data-testid="sales-order"][data-via="lead"]').count()).resolves.toBeGreaterThan(0)
    await expect(page.getByTestId('sales-balance').innerText()).resolves.toMatch(/¥/)
    await close()
  })

  it('sees a class\'s enrolment by day', async () => {
    const { page, close } = await phoneOf(await signIn(SALES))
    await page.goto('/pages/private/sale/class')
    await page.locator('[data-testid="sales-class"]', { hasText: '上海春季班' }).first().click()
    await page.waitForURL('**/pages/private/sale/classInfo*')
    await page.getByTestId('sale-class-day').first().waitFor()
    await close()
  })

  it('adds a lead, follows it up and converts it', async () => {
    const phone = `139${String(Date.now()).slice(-8)}`
    const { page, close } = await phoneOf(await signIn(SALES))
    await page.goto('/pages/private/clue/edit')
    await field(page, '客户姓名').fill('测试客户')
    await field(page, '11位手机号').fill(phone)
    await page.locator('[data-field="source"]').click()
    await page.locator('.fe-picker__confirm').click()
    await page.getByTestId('lead-save').click()
    await page.getByTestId('lead-detail').waitFor()
    await field(page, '这次沟通了什么').fill('到店体验后报名')
    await page.getByTestId('lead-note-status-converted').click()
    await page.getByTestId('lead-note-add').click()
    await page.locator('[data-testid="lead-detail"][data-status="converted"]').waitFor()
    await page.getByTestId('lead-note').first().waitFor()
    const leads = await viaContract(listLeads, { query: { status: 'converted', size: 50 }, token: (await signIn(SALES)).token })
    expect(leads.list.map((l) => l.phone)).toContain(phone)
    await close()
  })

  it('issues a coupon of an allowed batch to a customer', async () => {
    const sales = await signIn(SALES)
    const [batch] = await viaContract(listSalesCoupons, { token: sales.token })
    const { page, close } = await phoneOf(sales)
    await page.goto('/pages/private/coupon/index')
    await page.locator(`[data-testid="sales-batch"][data-batch-id="${batch!.id}"]`).click()
    await page.getByTestId('coupon-grant').first().waitFor()
    const before = await page.getByTestId('coupon-grant').count()
    await field(page, '客户的手机号').fill(CUSTOMER)
    await page.getByTestId('coupon-issue-submit').click()
    await expectToast(page, '已发放')
    await countBecomes(() => page.getByTestId('coupon-grant').count(), (n) => n === before + 1)
    await close()
  })

  it('requests a withdrawal within the balance', async () => {
    const { page, close } = await phoneOf(await signIn(SALES))
    await page.goto('/pages/private/withdraw/index')
    await page.getByTestId('withdrawal').first().waitFor()
    const before = await page.getByTestId('withdrawal').count()
    await page.locator('[data-testid="withdraw-form"] input').fill('10')
    await page.getByTestId('withdraw-submit').click()
    await expectToast(page, '提现申请已提交')
    await countBecomes(() => page.getByTestId('withdrawal').count(), (n) => n === before + 1)
    await page.getByTestId('withdrawal').first().click()
    await page.getByTestId('withdrawal-detail').waitFor()
    await close()
  })

  it.each(LOCALES)('shows every sales page with the seeded data in %s', async (locale) => {
    const sales = await signIn(SALES)
    const [batch] = await viaContract(listSalesCoupons, { token: sales.token })
    const leads = await viaContract(listLeads, { query: { status: 'visited' }, token: sales.token })
    const { page, close } = await phoneOf(sales, locale)
    await page.goto('/pages/entry/mine')
    await page.getByTestId('mine-staff-sales').waitFor()
    await screenshot(page, `sales-mine-${locale}`)
    const pages: Array<[string, string, string]> = [
      ['/pages/private/sale/class', 'sales-class', 'sale-class'],
      ['/pages/private/sale/order', 'sales-order', 'sale-order'],
      ['/pages/private/clue/index', 'sales-lead', 'clue-index'],
      [`/pages/private/clue/edit?id=${leads.list[0]!.id}`, 'lead-note', 'clue-edit'],
      ['/pages/private/coupon/index', 'sales-batch', 'coupon-index'],
      [`/pages/private/coupon/edit?id=${batch!.id}`, 'coupon-grant', 'coupon-edit'],
      ['/pages/private/withdraw/index', 'withdrawal', 'withdraw-index']
    ]
    for (const [path, testId, name] of pages) {
      await page.goto(path)
      await page.getByTestId(testId).first().waitFor()
      await screenshot(page, `sales-${name}-${locale}`)
    }
    await page.locator('[data-testid="withdrawal"][data-status="rejected"]').first().click()
    await page.getByTestId('withdrawal-detail').waitFor()
    await screenshot(page, `sales-withdraw-detail-${locale}`)
    await page.goto('/pages/private/sale/class')
    await page.locator('[data-testid="sales-class"]', { hasText: '上海春季班' }).first().click()
    await page.getByTestId('sale-class-day').first().waitFor()
    await screenshot(page, `sales-class-info-${locale}`)
    await close()
  })
})

describe('a learner', () => {
  it('sees no staff section, and a staff page sends them to the login page', async () => {
    const { page, close } = await phoneOf(await signIn(LEARNER))
    await page.goto('/pages/entry/mine')
    await page.locator('.mine-page').waitFor()
    await page.waitForTimeout(500)
    await expect(page.locator('[data-testid^="mine-staff-"]').count()).resolves.toBe(0)
    await page.goto('/pages/private/sale/order')
    await page.waitForURL('**/pages/boot/bindPhone*')
    await close()
  })
})
