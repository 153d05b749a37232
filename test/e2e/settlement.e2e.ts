// EP and education settlement as the demo accounts meet it: the demo ep account (13800000005) opens every EP page
// with its organisation's seeded classes, learners, months and statements; the demo edu account (13800000006) its
// two pages; the console (demo admin, 13800000009) opens a seeded draft statement and confirms it. Screenshots of
// every page in zh-Hans, zh-Hant and en go to test/e2e/artifacts.
import type { Browser, Page } from 'playwright-core'
import type { CurrentUserResponse } from '@contract/identity/shapes'
import { getAdminStatement, listAdminStatements } from '@contract/settlement/admin-endpoints'
import { listOrgClasses, listOrgStatements } from '@contract/settlement/endpoints'
import { newConsole, newSignedInPhone, signInByApi, signInConsoleByApi } from './helpers/account'
import { launchBrowser, screenshot } from './helpers/browser'
import { viaContract } from './helpers/contract'

const EP = '13800000005'
const EDU = '13800000006'
const ADMIN = '13800000009'
const LOCALES = ['zh-Hans', 'zh-Hant', 'en'] as const

let browser: Browser
let ep: CurrentUserResponse

/** A page of `phoneNumber`'s own session: `ep` stays the API calls' (a page rotates the token it is given). */
async function phone(phoneNumber: string, locale: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newSignedInPhone(browser, phoneNumber, locale)
  return { page, close: () => context.close() }
}

beforeAll(async () => {
  browser = await launchBrowser()
  ep = (await signInByApi(EP)) as CurrentUserResponse
})

afterAll(async () => {
  await browser?.close()
})

describe('EP staff', () => {
  it.each(LOCALES)('open every EP page with the seeded data in %s', async (locale) => {
    const classes = await viaContract(listOrgClasses, { query: { page: 1, size: 10 }, token: ep.token })
    const statements = await viaContract(listOrgStatements, { query: { page: 1, size: 10 }, token: ep.token })
    const cls = classes.list.find((c) => c.paidOrders > 0)!
    const { page, close } = await phone(EP, locale)
    await page.goto('/pages/private/ep/class')
    await page.getByTestId('settle-org').waitFor()
    await page.locator(`[data-testid="settle-class"][data-class-id="${cls.classId}"]`).waitFor()
    await screenshot(page, `ep-class-${locale}`)
    await page.goto('/pages/private/ep/achievementGroup')
    await page.getByTestId('settle-class-received').first().waitFor()
    await screenshot(page, `ep-achievementGroup-${locale}`)
    await page.goto(`/pages/private/ep/achievementDetail?id=${cls.classId}`)
    await page.getByTestId('settle-learner').first().waitFor()
    expect(await page.getByTestId('settle-learner').count()).toBe(cls.paidOrders)
    await screenshot(page, `ep-achievementDetail-${locale}`)
    await page.goto('/pages/private/ep/month')
    await page.getByTestId('settle-month').first().waitFor()
    await screenshot(page, `ep-month-${locale}`)
    await page.goto('/pages/private/ep/payInfo')
    await page.locator('[data-testid="settle-statement"][data-status="paid"]').waitFor()
    await page.locator('[data-testid="settle-statement"][data-status="confirmed"]').waitFor()
    await screenshot(page, `ep-payInfo-${locale}`)
    await page.goto(`/pages/private/ep/payInfoDetail?id=${statements.list[0]!.id}`)
    await page.getByTestId('settle-line').first().waitFor()
    await screenshot(page, `ep-payInfoDetail-${locale}`)
    await close()
  })
})

describe('education staff', () => {
  it.each(LOCALES)('open their classes and months in %s', async (locale) => {
    const { page, close } = await phone(EDU, locale)
    await page.goto('/pages/private/edu/class')
    await page.getByTestId('settle-class').first().waitFor()
    await screenshot(page, `edu-class-${locale}`)
    await page.goto('/pages/private/edu/month')
    await page.getByTestId('settle-month').first().waitFor()
    await screenshot(page, `edu-month-${locale}`)
    await close()
  })
})

describe('the console', () => {
  it('confirms a seeded draft statement', async () => {
    const admin = await signInConsoleByApi(ADMIN)
    const drafts = await viaContract(listAdminStatements, { query: { status: 'draft', page: 1, size: 10 }, token: admin.token })
    const draft = drafts.list[0]!
    const { context, page } = await newConsole(browser, ADMIN)
    await page.goto('/admin/settlement-statements')
    await page.getByText(draft.orgName).first().waitFor()
    await screenshot(page, 'admin-settlement-statements-zh-Hans')
    await page.goto(`/admin/settlement-statements/show/${draft.id}`)
    await page.getByTestId('statement-confirm').click()
    await page.locator('.ant-popconfirm .ant-btn-primary').click()
    await page.getByTestId('statement-status').filter({ hasText: '已确认' }).waitFor()
    await screenshot(page, 'admin-settlement-statement-zh-Hans')
    const after = await viaContract(getAdminStatement, { params: { id: draft.id }, token: admin.token })
    expect(after.status).toBe('confirmed')
    await page.goto('/admin/finance-report')
    await page.locator('.recharts-surface').first().waitFor()
    await screenshot(page, 'admin-finance-report-zh-Hans')
    await context.close()
  })
})
