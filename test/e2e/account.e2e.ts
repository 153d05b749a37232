// The account journey: sign in by SMS, fill the profile with an avatar, manage addresses, set a password and sign in
// with it, switch language, sign out — in the H5 build against the real server.
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchBrowser, newPhone, readTaroStorage, screenshot } from './helpers/browser'
import { button, cell, expectToast, field, signInByPassword, signInBySms } from './helpers/account'

const PHONE = '13912340001'
const PASSWORD = 'Green2026go'
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

let browser: Browser
let context: BrowserContext
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  ;({ context, page } = await newPhone(browser))
})
afterAll(async () => { await context?.close(); await browser?.close() })

const openMineEntry = async (label: string) => {
  await page.goto('/pages/entry/mine')
  await cell(page, label).click()
}

describe('account journey', () => {
  it('refuses a bad phone number with 手机号输入有误', async () => {
    await page.goto('/pages/entry/mine')
    await button(page, '登录/注册').click()
    await page.waitForURL('**/pages/boot/bindPhone')
    await field(page, '请输入手机号').fill('12345')
    await page.getByTestId('send-code').click()
    await expectToast(page, '手机号输入有误')
    await screenshot(page, 'account-bindPhone')
  })

  it('signs in with an SMS code (new phone creates the account) and returns to the mine tab', async () => {
    await signInBySms(page, PHONE)
    await page.waitForURL('**/pages/entry/mine')
    await page.getByText('139****0001').waitFor()
    expect(String(await readTaroStorage(page, 'token')).length).toBeGreaterThan(20)
    await screenshot(page, 'account-mine')
  })

  it('fills and saves the profile with an avatar upload', async () => {
    await openMineEntry('个人信息')
    await page.getByTestId('profile-form').waitFor()
    const chooser = page.waitForEvent('filechooser')
    await cell(page, '头像').click()
    await (await chooser).setFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG_1PX })
    await page.waitForFunction(() => [...document.querySelectorAll('.nut-avatar img')].some((img) => (img as HTMLImageElement).src.includes('/uploads/')))
    await page.locator('.profile-cell', { hasText: '姓名' }).locator('input').fill('王小绿')
    await page.locator('.profile-cell', { hasText: '姓（拼音）' }).locator('input').fill('Wang')
    await page.locator('.profile-cell', { hasText: '联系人电话' }).locator('input').fill('123')
    await page.getByTestId('profile-save').click()
    await expectToast(page, '联系人电话输入有误')
    await page.locator('.profile-cell', { hasText: '联系人电话' }).locator('input').fill('13800138000')
    await page.getByTestId('profile-save').click()
    await expectToast(page, '个人信息已保存')
    await screenshot(page, 'account-userInfo')
    await page.reload()
    await page.getByTestId('profile-form').waitFor()
    await expect(page.locator('.profile-cell', { hasText: '姓名' }).locator('input').inputValue()).resolves.toBe('王小绿')
  })

  it('adds, edits, sets default and deletes addresses', async () => {
    await openMineEntry('地址管理')
    await page.getByText('还没有收货地址').waitFor()
    for (const [name, detail] of [['李四', '建国路88号'], ['张三', '中关村大街1号']]) {
      await page.getByTestId('address-add').click()
      await page.getByTestId('address-form').waitFor()
      await field(page, '请填写收货人姓名').fill(name)
      await field(page, '请输入手机号').fill('13900000000')
      await page.getByTestId('field-region').click()
      for (const region of ['北京市', '北京市', '朝阳区']) await page.locator('.nut-cascader-item', { hasText: region }).last().click()
      await field(page, '街道、楼牌号等').fill(detail)
      await page.getByTestId('address-save').click()
      await page.waitForURL('**/pages/mine/addressList')
      await page.getByText(detail, { exact: false }).waitFor()
    }
    const cards = page.getByTestId('address-card')
    await expect(cards.count()).resolves.toBe(2)
    // The first address became the default by itself; make the other one the default.
    const zhang = cards.filter({ hasText: '张三' })
    await zhang.getByTestId('address-set-default').click()
    await zhang.getByText('默认地址').waitFor()
    await expect(cards.filter({ hasText: '默认地址' }).count()).resolves.toBe(1)

    await cards.filter({ hasText: '李四' }).getByTestId('address-edit').click()
    await field(page, '街道、楼牌号等').fill('建国路99号')
    await page.getByTestId('address-save').click()
    await page.getByText('建国路99号', { exact: false }).waitFor()
    await screenshot(page, 'account-addressList')

    await cards.filter({ hasText: '李四' }).getByTestId('address-delete').click()
    await page.locator('.taro-model__confirm').click()
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=address-card]').length === 1)
  })

  it('sets a first password, then signs in with it', async () => {
    await openMineEntry('修改登录密码')
    await field(page, '请输入新密码').fill(PASSWORD)
    await field(page, '请再次输入新密码').fill(PASSWORD)
    await page.getByTestId('password-submit').click()
    await expectToast(page, '密码已修改')
    // The page goes back to 我的 by itself; reloading while that navigation is under way would race it.
    await page.waitForURL('**/pages/entry/mine')
    await page.getByTestId('mine-logged-in').waitFor()

    await cell(page, '设置').click()
    await page.getByTestId('sign-out').click()
    await page.locator('.taro-model__confirm').click()
    await page.waitForURL('**/pages/entry/mine')
    await page.getByTestId('mine-logged-out').waitFor()

    await button(page, '登录/注册').click()
    await signInByPassword(page, PHONE, PASSWORD)
    await page.waitForURL('**/pages/entry/mine')
    await page.getByText('王小绿').waitFor()
  })

  it('switches the language to English and back', async () => {
    await openMineEntry('设置')
    await cell(page, 'English').click()
    await page.getByText('Language', { exact: true }).waitFor()
    await page.goto('/pages/entry/mine')
    await page.getByText('Addresses', { exact: true }).waitFor()
    const english = ['Home', 'Courses', 'Coach', 'About', 'Me'].join('|')
    await page.waitForFunction((want) => [...document.querySelectorAll('.app-tab-bar__label')].map((el) => el.textContent).join('|') === want, english, { timeout: 5000 })
    await cell(page, 'Settings').click()
    await cell(page, '简体中文').click()
    await page.getByText('语言', { exact: true }).waitFor()
  })

  it('signs out', async () => {
    await openMineEntry('设置')
    await page.getByTestId('sign-out').click()
    await page.locator('.taro-model__confirm').click()
    await page.getByTestId('mine-logged-out').waitFor()
    expect(await readTaroStorage(page, 'token')).toBe('')
  })
})
