// What an operator meets in the console beyond the main journey (admin.e2e.ts): each role lands on a screen it may
// open and the 403 page leads on; only a 401 of GET /api/current ends the session; numbers are sent as typed and
// the server's refusal stands beside the field, in the console's language; a role revoked right after it was
// granted is revoked; CSV exports mask phones, keep long numbers as text and leave an audit row; the audit entry
// shows what changed; an ended class offers no 停止报名. Screenshots (1280×800) go to test/e2e/artifacts.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { randomUUID } from 'node:crypto'
import { baseUrl, downloadedText, launchBrowser, newDesktop, newPhone, screenshot } from './helpers/browser'
import { callApi } from './helpers/api'
import { signInByApi, signInConsoleByApi } from './helpers/account'

const ADMIN = '13800000009'
const CONTENT = '13800000011'
/** The demo education-settlement account: nobody else's journey changes its roles. */
const ROLE_TARGET = '13800000006'
const TOKEN_KEY = 'fitedu-admin-token'
const LOCALE_KEY = 'fitedu-admin-locale'
const VIEW = { width: 1280, height: 800 }
const SAVE = /保\s*存|儲\s*存|Save/

/** Asks `read` until `check` holds (or 10 s pass), then asserts once more so a failure shows the last value. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => void): Promise<void> {
  const until = Date.now() + 10_000
  for (;;) {
    const value = await read()
    try {
      return check(value)
    } catch (err) {
      if (Date.now() > until) throw err
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
  }
}

let browser: Browser
const contexts: BrowserContext[] = []
let adminToken = ''

/** A desktop page already signed in as `phone` (token in the console's storage), in `locale`. */
async function consolePage(phone: string, locale = 'zh-Hans'): Promise<Page> {
  const { token } = await signInConsoleByApi(phone)
  const { context, page } = await newDesktop(browser)
  contexts.push(context)
  await page.setViewportSize(VIEW)
  await context.addInitScript(([tokenKey, token, localeKey, locale]) => {
    if (!localStorage.getItem('__e2e_seeded')) {
      localStorage.setItem('__e2e_seeded', '1')
      localStorage.setItem(tokenKey, token)
      localStorage.setItem(localeKey, locale)
    }
  }, [TOKEN_KEY, token, LOCALE_KEY, locale])
  return page
}

const fieldError = (page: Page, id: string) =>
  page.locator('.ant-form-item').filter({ has: page.locator(`#${id}`) }).locator('.ant-form-item-explain-error')

beforeAll(async () => {
  browser = await launchBrowser()
  adminToken = (await signInConsoleByApi(ADMIN)).token
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
})

describe('where each role lands', () => {
  it('signs the content operator in onto a screen it may open; the 403 page leads on and signs out', async () => {
    const { context, page } = await newDesktop(browser)
    contexts.push(context)
    await page.setViewportSize(VIEW)
    await page.goto('/admin/login')
    await page.getByPlaceholder('请输入手机号').fill(CONTENT)
    await page.getByPlaceholder('请输入密码').fill('Demo@2026')
    await page.getByRole('button', { name: /登\s*录/ }).click()
    await page.waitForURL((url) => !url.pathname.endsWith('/login'))
    await page.locator('.ant-table, .ant-list, .ant-card').first().waitFor()
    expect(new URL(page.url()).pathname).not.toMatch(/dashboard/)
    expect(await page.locator('.ant-result-403').count()).toBe(0)

    await page.goto('/admin/dashboard')
    const ways = page.getByTestId('forbidden-ways')
    await ways.waitFor()
    await screenshot(page, 'admin-console-403')
    await ways.getByRole('link', { name: '商品' }).click()
    await page.waitForURL('**/admin/goods**')
    await page.goto('/admin/dashboard')
    await page.getByRole('button', { name: '退出登录' }).click()
    await page.waitForURL(/\/admin\/login/)
  })
})

describe('the session', () => {
  it('stays signed in through a 429, a 500 and a dropped network on GET /api/current; a 401 signs out', async () => {
    const page = await consolePage(ADMIN)
    await page.goto('/admin/goods')
    await page.locator('.ant-table-row').first().waitFor()
    const failures = [429, 500, 0]
    await page.route('**/api/current', async (route) => {
      const status = failures.shift()
      if (status === undefined) return route.continue()
      if (status === 0) return route.abort('internetdisconnected')
      return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ status: 0, message: 'x', code: status === 429 ? 'RATE_LIMITED' : 'INTERNAL', data: null }) })
    })
    await page.reload()
    await page.locator('.ant-table-row').first().waitFor({ timeout: 20_000 })
    expect(new URL(page.url()).pathname).toBe('/admin/goods')
    expect(failures).toEqual([])

    await page.unroute('**/api/current')
    await page.route('**/api/current', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ status: 0, message: '请先登录', code: 'UNAUTHENTICATED', data: null }) }))
    await page.reload()
    await page.waitForURL(/\/admin\/login/)
  })
})

describe('numbers as typed, refusals beside the field in the console language', () => {
  const cases = [
    { locale: 'zh-Hans', negative: '售价不能为负', fraction: '售价应精确到分' },
    { locale: 'zh-Hant', negative: '售價不能為負', fraction: '售價應精確到分' },
    { locale: 'en', negative: /Too small/, fraction: 'Invalid input: expected a whole number' }
  ]
  for (const { locale, negative, fraction } of cases) {
    it(`refuses a negative price and a third decimal beside the field (${locale})`, async () => {
      const page = await consolePage(ADMIN, locale)
      await page.goto('/admin/goods/create')
      await page.locator('#title').fill('E2E 数字输入测试')
      await page.locator('#originalPriceFen').fill('100')
      await page.locator('#priceFen').fill('-5')
      await page.locator('#sort').click() // leave the field: antd would clamp or round it here
      expect(await page.locator('#priceFen').inputValue()).toBe('-5')
      await page.getByRole('button', { name: SAVE }).click()
      await fieldError(page, 'priceFen').filter({ hasText: negative }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/admin/goods/create')
      await page.locator('#title').scrollIntoViewIfNeeded()
      await screenshot(page, `admin-console-price-${locale}`)

      await page.locator('#priceFen').fill('12.345')
      await page.locator('#sort').click()
      expect(await page.locator('#priceFen').inputValue()).toBe('12.345')
      await page.getByRole('button', { name: SAVE }).click()
      await fieldError(page, 'priceFen').filter({ hasText: fraction }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/admin/goods/create')
    })
  }

  it('refuses a capacity below 1 and below the seats taken beside the field; an ended class offers no 停止报名', async () => {
    const goods = await callApi<{ id: number }>(baseUrl(), '/api/admin/goods', {
      token: adminToken, body: { kind: 'course', title: `E2E 名额测试 ${Date.now() % 100000}`, priceFen: 100, originalPriceFen: 100 }
    })
    await callApi(baseUrl(), `/api/admin/goods/${goods.id}/classes`, {
      token: adminToken, body: { name: '已结课的周末班（名称较长也只占一行）', city: '深圳', startDate: '2020-01-01', endDate: '2020-01-03', capacity: 10 }
    })
    const page = await consolePage(ADMIN)
    await page.goto(`/admin/goods/show/${goods.id}`)
    const ended = page.locator('.ant-table-row').filter({ hasText: '已结课的周末班' })
    await ended.waitFor()
    expect(await ended.getByRole('button', { name: '停止报名' }).count()).toBe(0)
    await screenshot(page, 'admin-console-classes')

    await page.getByRole('button', { name: '新增班级' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('班级名称').fill('周末班')
    await dialog.getByLabel('城市').fill('深圳')
    for (const [label, date] of [['开课日期', '2030-05-01'], ['结课日期', '2030-05-03']]) {
      const input = page.getByLabel(label, { exact: true })
      await input.click()
      await input.fill(date)
      await input.press('Enter')
    }
    await dialog.getByLabel('名额').fill('-3')
    await dialog.getByRole('button', { name: /保\s*存/ }).click()
    await dialog.locator('.ant-form-item-explain-error').filter({ hasText: '名额至少为1' }).waitFor()
    expect(await dialog.getByLabel('名额').inputValue()).toBe('-3')
  })
})

describe('roles', () => {
  it('revokes a role right after granting it, even when the account reloads late', async () => {
    const target = (await callApi<{ list: { id: number }[] }>(baseUrl(), `/api/admin/users?keyword=${ROLE_TARGET}`, { token: adminToken })).list[0]
    const page = await consolePage(ADMIN)
    await page.goto(`/admin/users/show/${target.id}`)
    const rolesOf = async () => (await callApi<{ roles: string[] }>(baseUrl(), `/api/admin/users/${target.id}`, { token: adminToken })).roles
    const toggleContent = async () => {
      await page.getByRole('button', { name: '修改角色' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('checkbox', { name: '内容运营' }).click()
      await dialog.getByRole('button', { name: SAVE }).click()
      await dialog.waitFor({ state: 'hidden' })
    }
    await toggleContent()
    await eventually(rolesOf, (roles) => expect(roles).toContain('content'))
    // The account's answer now comes late: a modal refilled by it after the click would tick 内容运营 again.
    await page.route(`**/api/admin/users/${target.id}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await toggleContent()
    await eventually(rolesOf, (roles) => expect(roles).not.toContain('content'))
    const audit = await callApi<{ list: { summary: string }[] }>(baseUrl(), `/api/admin/audit?resource=user&resourceId=${target.id}&action=user.roles`, { token: adminToken })
    expect(audit.list[0].summary).toMatch(/由「.*内容运营.*」改为/)
    expect(audit.list.every((entry) => !/「内容运营」改为「内容运营」/.test(entry.summary))).toBe(true)
  })
})

describe('CSV export and the audit log', () => {
  it('masks phones, keeps order numbers as text, has the reconciliation columns and leaves an audit row', async () => {
    // A paid order of the demo learner (a fresh goods without classes, paid through the sandbox).
    const goods = await callApi<{ id: number }>(baseUrl(), '/api/admin/goods', {
      token: adminToken, body: { kind: 'lecture', title: `E2E 导出讲座 ${Date.now() % 100000}`, priceFen: 990, originalPriceFen: 990 }
    })
    await callApi(baseUrl(), `/api/admin/goods/${goods.id}/publish`, { method: 'PUT', token: adminToken, body: {} })
    const learner = (await signInByApi('13800000001')).token
    const order = await callApi<{ id: number; orderNo: string }>(baseUrl(), '/api/order', {
      token: learner, body: { clientRequestId: randomUUID(), goodsId: goods.id, points: 0, agreementIds: [] }
    })
    const start = await callApi<{ sandboxToken: string }>(baseUrl(), `/api/order/${order.id}/pay`, { token: learner, body: { channel: 'sandbox' } })
    await callApi(baseUrl(), '/api/pay/sandbox/confirm', { token: learner, body: { orderId: order.id, sandboxToken: start.sandboxToken } })

    const page = await consolePage(ADMIN)
    await page.goto('/admin/orders')
    await page.locator('.ant-table-row').first().waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导出/ }).click()])
    const csv = await downloadedText(download)
    const [header, first] = csv.replace(/^\uFEFF/, '').split(/\r?\n/)
    for (const column of ['优惠券抵扣', '积分抵扣', '已退款金额', '退款单号', '商户单号', '支付平台单号']) expect(header).toContain(column)
    expect(first).toMatch(/"=""\d{20}"""/)
    expect(csv).toContain(`"=""${order.orderNo}"""`)
    expect(csv).not.toMatch(/"1[3-9]\d{9}"/)
    expect(csv).toMatch(/1\d\d\*\*\*\*\d{4}/)

    const audit = await callApi<{ list: { actorPhone: string; resourceId: string }[] }>(baseUrl(), '/api/admin/audit?action=export.csv', { token: adminToken })
    expect(audit.list[0]).toMatchObject({ actorPhone: ADMIN, resourceId: 'orders' })
  })

  it('lists points changes by user and the open payment issues on the shared list screen', async () => {
    const learner = await signInByApi('13800000001') as { user: { id: number } }
    const page = await consolePage(ADMIN)
    await page.goto('/admin/points')
    await page.locator('.ant-table-row').first().waitFor()
    await page.getByPlaceholder('用户编号').fill(` ${learner.user.id} `)
    await page.getByRole('button', { name: /搜\s*索/ }).click()
    // The filter, trimmed, goes to the server and into the address (a shared link shows the same rows).
    await page.waitForURL((url) => url.search.includes(`=${learner.user.id}`), { timeout: 10_000 })
    // Every row left is that learner's (the rows are re-read from the server).
    await page.waitForFunction(() => {
      const users = [...document.querySelectorAll<HTMLElement>('.ant-table-row td:nth-child(2)')].map((cell) => cell.innerText)
      return users.length > 0 && users.every((user) => user.includes('13800000001'))
    }, undefined, { timeout: 10_000 })
    await page.getByRole('button', { name: /导出/ }).waitFor()

    await page.goto('/admin/payment-issues')
    await page.locator('.ant-table').waitFor()
    // The screen starts filtered to unresolved issues, and its filter bar says so.
    await page.waitForURL((url) => url.search.includes('paymentIssue'), { timeout: 10_000 })
    await page.locator('.ant-select-selection-item', { hasText: '未处理的异常' }).waitFor()
  })

  it('finds entries by operator name and shows what changed, in China time', async () => {
    const page = await consolePage(ADMIN)
    await page.goto('/admin/audit')
    await page.getByPlaceholder('操作人姓名或手机号').fill('演示管理')
    await page.getByRole('button', { name: /搜\s*索/ }).click()
    await page.locator('.ant-table-row').first().waitFor()
    const rows = await page.locator('.ant-table-row').allInnerTexts()
    expect(rows.every((text) => text.includes('演示管理员'))).toBe(true)
    await page.goto('/admin/audit?filters[0][field]=action&filters[0][operator]=eq&filters[0][value]=user.roles')
    await page.locator('.ant-table-row').first().locator('a, button').last().click()
    const diff = page.getByTestId('audit-diff')
    await diff.waitFor()
    await diff.getByText('已修改').first().waitFor()
    await screenshot(page, 'admin-console-audit-diff')
  })

  it('words a summary stored as a code in the reader\'s language, in the list and the detail', async () => {
    const filtered = '/admin/audit?filters[0][field]=action&filters[0][operator]=eq&filters[0][value]=user.roles'
    for (const [locale, sentence] of [['en', /Changed the roles of .+ from ".+" to ".+"/], ['zh-Hant', /用戶.+的角色由「.+」改為「.+」/]] as const) {
      const page = await consolePage(ADMIN, locale)
      await page.goto(filtered)
      await page.locator('.ant-table-row').first().getByText(sentence).waitFor()
      await screenshot(page, `admin-console-audit-summary-${locale}`)
      await page.locator('.ant-table-row').first().locator('a, button').last().click()
      await page.getByTestId('audit-diff').waitFor()
      await page.locator('.ant-descriptions').getByText(sentence).waitFor()
    }
  })
})

describe('scheduled goods on the learner page', () => {
  it('reads 即将开售, not 已下架, for goods published from tomorrow', async () => {
    const goods = await callApi<{ id: number }>(baseUrl(), '/api/admin/goods', {
      token: adminToken, body: { kind: 'lecture', title: `E2E 明日开售讲座 ${Date.now() % 100000}`, priceFen: 100, originalPriceFen: 100 }
    })
    const publishAt = new Date(Date.now() + 86_400_000).toISOString()
    await callApi(baseUrl(), `/api/admin/goods/${goods.id}/publish`, { method: 'PUT', token: adminToken, body: { publishAt } })
    const { context, page } = await newPhone(browser)
    contexts.push(context)
    await page.goto(`/pages/course/courseDetail?id=${goods.id}`)
    await page.getByTestId('buy-now').filter({ hasText: '即将开售' }).waitFor()
    expect(await page.getByTestId('buy-now').innerText()).not.toContain('已下架')
  })
})

describe('the console page', () => {
  it('has a favicon', async () => {
    const page = await consolePage(ADMIN)
    await page.goto('/admin/goods')
    const href = await page.locator('link[rel=icon]').getAttribute('href')
    expect(href).toBe('/admin/favicon.svg')
    const res = await fetch(`${baseUrl()}${href}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('svg')
  })
})
