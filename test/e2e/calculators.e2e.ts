// The gym calculators: a learner saves a sales calculation, finds it in the list, reopens it with the
// same results, renames it, starts a profit calculation from it; a shared link opens read-only for anyone; the
// pages read in English too. Screenshots at 375×812 under test/e2e/artifacts.
import type { Browser, Page } from 'playwright-core'
import { button, newSignedInPhone, signInByApi, titleIs } from './helpers/account'
import { baseUrl, launchBrowser, newPhone, screenshot } from './helpers/browser'

let browser: Browser
beforeAll(async () => { browser = await launchBrowser() })
afterAll(async () => { await browser?.close() })

/** The text input inside a calculator form row (FieldRow's data-testid is field-<path>). */
const input = (page: Page, field: string) => page.getByTestId(`field-${field}`).locator('input')

async function fillSales(page: Page) {
  await input(page, 'name').fill('一月业绩')
  await input(page, 'tiers.0.name').fill('年卡')
  await input(page, 'tiers.0.price').fill('2999')
  await input(page, 'tiers.0.count').fill('20')
  await page.getByTestId('add-tier').click()
  await input(page, 'tiers.1.name').fill('季卡')
  await input(page, 'tiers.1.price').fill('999')
  await input(page, 'tiers.1.count').fill('30')
  await page.getByTestId('add-package').click()
  await input(page, 'packages.0.name').fill('私教12节')
  await input(page, 'packages.0.price').fill('3600')
  await input(page, 'packages.0.sessions').fill('12')
  await input(page, 'packages.0.conversion').fill('12.5')
  await input(page, 'salesStaff').fill('3')
  await input(page, 'coaches').fill('4')
  await input(page, 'membershipCommission').fill('3.5')
  await input(page, 'ptCommission').fill('10')
}

describe('calculators', () => {
  let session: { token: string; user: unknown }
  beforeAll(async () => { session = await signInByApi('13800000001') })
  // The pages get sessions of their own; `session` is the API calls' (a page rotates the token it is given).
  const phone = (locale?: string) => newSignedInPhone(browser, '13800000001', locale)

  it('saves a sales calculation, lists it, and reopens it with the same results', async () => {
    const { context, page } = await phone()
    await page.goto('/pages/mine/counter/index')
    await titleIs(page, '健身房销售业绩计算器')
    await page.getByText('还没有保存的计算').waitFor()
    await screenshot(page, 'calculators-empty')

    await button(page, '新建业绩计算').click()
    await titleIs(page, '编辑销售业绩计算器')
    await button(page, '保存').click()
    await page.getByText('请填写计算名称').waitFor() // problems show beside their fields
    await fillSales(page)
    // 2999×20 + 999×30 + 6 buyers (50 × 12.5 %) × 3600 = ¥111,550
    await page.getByTestId('estimate').getByText('¥111,550').waitFor()
    await screenshot(page, 'calculators-sales-form')
    await button(page, '保存').click()

    await page.getByTestId('sales-detail').waitFor()
    await titleIs(page, '销售业绩计算器')
    const total = await page.getByTestId('total-revenue').innerText()
    expect(total).toBe('¥111,550')
    await screenshot(page, 'calculators-sales-detail')

    await page.goto('/pages/mine/counter/index')
    const row = page.getByTestId('calc-row').filter({ hasText: '一月业绩' })
    await row.getByText('¥111,550').waitFor()
    await screenshot(page, 'calculators-list')
    await row.click()
    await page.getByTestId('sales-detail').waitFor()
    expect(await page.getByTestId('total-revenue').innerText()).toBe(total)
    expect(await page.getByTestId('calc-name').innerText()).toBe('一月业绩')

    await page.getByTestId('calc-rename').click()
    await page.getByTestId('rename-sheet').locator('input').fill('一月业绩（门店A）')
    await page.getByTestId('rename-confirm').click()
    await page.getByTestId('calc-name').getByText('一月业绩（门店A）').waitFor()
    await context.close()
  })

  it('gives money, percent and count fields the number keyboard, and refuses 2.5 people instead of making it 25', async () => {
    const { context, page } = await phone()
    await page.goto('/pages/mine/counter/edit')
    await titleIs(page, '编辑销售业绩计算器')
    await page.getByTestId('add-package').click()
    // Money and percents: digits and a point; counts: digits. Names keep the full keyboard.
    for (const field of ['tiers.0.price', 'packages.0.price', 'packages.0.conversion', 'membershipCommission', 'ptCommission', 'target']) {
      expect([field, await input(page, field).getAttribute('inputmode')]).toEqual([field, 'decimal'])
    }
    for (const field of ['tiers.0.count', 'packages.0.sessions', 'salesStaff', 'coaches']) {
      expect([field, await input(page, field).getAttribute('inputmode')]).toEqual([field, 'numeric'])
    }
    expect(await input(page, 'name').getAttribute('inputmode')).toBeNull()

    // Typed key by key, as a phone does: the field keeps what was typed, and saving says what is wrong with it.
    await input(page, 'salesStaff').pressSequentially('2.5')
    expect(await input(page, 'salesStaff').inputValue()).toBe('2.5')
    await input(page, 'tiers.0.price').pressSequentially('19.9')
    expect(await input(page, 'tiers.0.price').inputValue()).toBe('19.9')
    await button(page, '保存').click()
    await page.getByTestId('field-salesStaff').getByText('请填写0到1000之间的整数').waitFor()
    expect(await input(page, 'salesStaff').inputValue()).toBe('2.5')
    await page.getByTestId('field-salesStaff').scrollIntoViewIfNeeded()
    await screenshot(page, 'calculators-count-refused')
    await context.close()
  })

  it('starts a profit calculation from the sales one and shows its break-even month', async () => {
    const { context, page } = await phone()
    await page.goto('/pages/mine/counter/index')
    await page.getByTestId('calc-row').first().click()
    await page.getByTestId('to-profit').click()
    await titleIs(page, '利润计算器')
    // Revenue (¥89,950 memberships, ¥21,600 PT) and commissions (¥3,148.25 + ¥2,160) come from the sales calculation.
    expect(await input(page, 'lines.0.amount').inputValue()).toBe('89950')
    expect(await input(page, 'commission').inputValue()).toBe('5308.25')
    await input(page, 'name').fill('开店回本')
    await input(page, 'rent').fill('30000')
    await input(page, 'wages').fill('40000')
    await input(page, 'utilities').fill('5000')
    await input(page, 'variableCost').fill('5')
    await input(page, 'investment').fill('500000')
    await screenshot(page, 'calculators-profit-form')
    await button(page, '保存').click()
    await page.getByTestId('profit-detail').waitFor()
    // Net = 111,550 − 5,577.50 − (30,000 + 40,000 + 5,000 + 5,308.25) = 25,664.25 a month → month 20.
    await page.getByTestId('break-even').getByText('第20个月回本').waitFor()
    await screenshot(page, 'calculators-profit-result')
    await context.close()
  })

  it('deletes a calculation from its result page after a confirmation', async () => {
    const headers = { 'content-type': 'application/json', 'x-auth-token': session.token }
    const inputs = { revenueLines: [], rentFen: 100, wagesFen: 0, utilitiesFen: 0, commissionFen: 0, otherFen: 0, variableCostPct: 0, initialInvestmentFen: 0 }
    const created = await (await fetch(`${baseUrl()}/api/calculations`, {
      method: 'POST', headers, body: JSON.stringify({ kind: 'profit', name: '要删除的计算', inputs })
    })).json()
    const { context, page } = await phone()
    await page.goto('/pages/mine/counter/index')
    await page.getByTestId('calc-row').filter({ hasText: '要删除的计算' }).click()
    await page.getByTestId('break-even').getByText('按当前数据无法回本').waitFor()
    await page.getByTestId('calc-delete').click()
    const modal = page.locator('.taro__modal')
    await modal.getByText('确定删除“要删除的计算”吗？删除后无法恢复').waitFor()
    await modal.locator('.taro-model__btn:visible', { hasText: '删除' }).click()
    await page.getByTestId('calc-row').first().waitFor() // back on the list, which reloads without it
    await page.getByTestId('calc-row').filter({ hasText: '要删除的计算' }).waitFor({ state: 'detached' })
    const answer = await (await fetch(`${baseUrl()}/api/calculations/${created.data.id}`, { headers })).json()
    expect(answer.code).toBe('NOT_FOUND')
    await context.close()
  })

  it('opens a shared calculation read-only for someone signed out, and reads in English', async () => {
    const headers = { 'content-type': 'application/json', 'x-auth-token': session.token }
    const list = await (await fetch(`${baseUrl()}/api/calculations?kind=sales`, { headers })).json()
    const id = list.data.list[0].id
    const shared = await (await fetch(`${baseUrl()}/api/calculations/${id}/share`, { method: 'POST', headers, body: '{}' })).json()

    const visitor = await newPhone(browser)
    await visitor.page.goto(`/pages/mine/counter/detail?code=${shared.data.shareCode}`)
    await visitor.page.getByText('这是他人分享的计算，只能查看').waitFor()
    expect(await visitor.page.getByTestId('total-revenue').innerText()).toBe('¥111,550')
    expect(await visitor.page.getByTestId('calc-edit').count()).toBe(0)
    await screenshot(visitor.page, 'calculators-shared')
    await visitor.context.close()

    const { context, page } = await phone('en')
    await page.goto(`/pages/mine/counter/detail?id=${id}`)
    await titleIs(page, 'Sales calculator')
    await page.getByText('Revenue by source').waitFor()
    await screenshot(page, 'calculators-sales-detail-en')
    await page.goto('/pages/mine/counter/index')
    await titleIs(page, 'Gym sales calculator')
    await page.getByTestId('calc-row').first().waitFor()
    await screenshot(page, 'calculators-list-en')
    await context.close()
  })
})
