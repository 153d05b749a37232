// The about tab and its pages over the seeded demo content, in a phone-sized browser: the tab (intro, entries,
// featured teachers and stories, partners, contact) in three languages; teachers list → teacher → a course whose
// goods page shows the teacher; stories → story with its course; partners (企业合作 above them) → a partner;
// 关于我们. Then the back office's teachers and about pages. Screenshots `about-*.png`, `admin-about-*.png`.
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, newDesktop, newPhone, screenshot } from './helpers/browser'

let browser: Browser
beforeAll(async () => { browser = await launchBrowser() })
afterAll(async () => { await browser?.close() })

const titled = (page: Page, title: string) => page.waitForFunction((t) => document.title === t, title, { timeout: 15000 })

/** The about tab's answer with a customer-service phone and WeChat ID, as a server configured with them sends. */
async function withContact(page: Page): Promise<void> {
  await page.route(/\/api\/about$/, async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    body.data.contact = { phone: '400-820-8820', wechatId: 'lvdong-kefu' }
    await route.fulfill({ response, json: body })
  })
}

/** A deployment without SERVICE_PHONE / SERVICE_WECHAT: the server answers an empty contact everywhere. */
async function withoutContact(page: Page): Promise<void> {
  const none = { phone: '', wechatId: '' }
  await page.route(/\/api\/about$/, async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    body.data.contact = none
    await route.fulfill({ response, json: body })
  })
  await page.route(/\/api\/goods\/service-contact$/, (route) => route.fulfill({ json: { status: 1, message: '', data: none } }))
}

describe('客服', () => {
  it('the demo offers its contact on the goods page and below a FAQ answer', async () => {
    const { context, page } = await newPhone(browser)
    await page.goto('/pages/course/courseDetail?id=1')
    await page.getByTestId('service-contact').click()
    await page.getByText('客服电话：400-000-0000').waitFor()
    await page.getByText('客服微信：lvdong-demo-service').waitFor()
    await screenshot(page, 'goods-service-contact')
    await page.goto('/pages/home/faqInfo?id=1')
    await page.getByTestId('faq-info').getByTestId('service-contact').getByText('联系客服').waitFor()
    await context.close()
  })

  it('a deployment without a contact shows no 客服 entry and no FAQ line pointing to one', async () => {
    const { context, page } = await newPhone(browser)
    await withoutContact(page)
    const asked = page.waitForResponse(/\/api\/goods\/service-contact$/)
    await page.goto('/pages/course/courseDetail?id=1')
    await page.getByTestId('buy-now').waitFor()
    await asked
    await page.getByTestId('goods-detail').getByText('生成海报').waitFor()
    expect(await page.getByTestId('service-contact').count()).toBe(0)
    await screenshot(page, 'goods-no-service-contact')
    await page.goto('/pages/home/faqInfo?id=1')
    await page.getByTestId('faq-info').waitFor()
    expect(await page.getByText('联系客服').count()).toBe(0)
    await context.close()
  })
})

describe('content in 繁體', () => {
  it('a 繁體 learner reads course names and descriptions in Traditional characters, an English one as written', async () => {
    const { context, page } = await newPhone(browser, { locale: 'zh-Hant' })
    await page.goto('/pages/course/courseDetail?id=1')
    await page.getByTestId('goods-detail').getByText('國家職業資格健身教練培訓（初級）').first().waitFor()
    expect(await page.getByTestId('goods-detail').innerText()).not.toContain('国家职业资格健身教练培训')
    await screenshot(page, 'goods-detail-zh-Hant')
    await context.close()
    const en = await newPhone(browser, { locale: 'en' })
    await en.page.goto('/pages/course/courseDetail?id=1')
    await en.page.getByTestId('goods-detail').getByText('国家职业资格健身教练培训（初级）').first().waitFor()
    await en.context.close()
  })
})

describe('the about tab', () => {
  it('shows the company intro, entries, teachers, stories, partners and contact, and opens 关于我们', async () => {
    const { context, page } = await newPhone(browser)
    await withContact(page)
    await page.goto('/pages/entry/about')
    await titled(page, '关于我们')
    const intro = page.getByTestId('about-intro')
    await intro.getByText('关于绿动健身学院').waitFor()
    await expect(intro.innerText()).resolves.toContain('绿动健身学院成立于2015年')
    expect(await page.getByTestId('teacher-tile').count()).toBe(4)
    expect(await page.getByTestId('story-row').count()).toBe(3)
    expect(await page.getByTestId('partner-tile').count()).toBe(4)
    await page.getByTestId('contact-phone').getByText('400-820-8820').waitFor()
    await page.getByTestId('contact-wechat').getByText('lvdong-kefu').waitFor()
    await screenshot(page, 'about-tab')
    await page.getByTestId('about-contact').scrollIntoViewIfNeeded()
    await screenshot(page, 'about-tab-bottom')

    await intro.getByText('了解更多').click()
    await page.waitForURL('**/pages/home/aboutUS')
    await titled(page, '关于我们')
    await page.getByTestId('about-page-content').getByText('我们的承诺').waitFor()
    await screenshot(page, 'about-us')
    await context.close()
  })

  it.each([['zh-Hant', '關於我們', '講師團隊'], ['en', 'About us', 'Teachers']])('speaks %s', async (locale, title, entry) => {
    const { context, page } = await newPhone(browser, { locale })
    await page.goto('/pages/entry/about')
    await titled(page, title)
    await page.getByTestId('about-entry-teachers').getByText(entry).waitFor()
    await page.getByTestId('teacher-tile').first().waitFor()
    await screenshot(page, `about-tab-${locale}`)
    await context.close()
  })

  it('says when there is no contact configured, and points to the FAQ', async () => {
    const { context, page } = await newPhone(browser)
    await withoutContact(page)
    await page.goto('/pages/entry/about')
    await page.getByTestId('contact-none').click()
    await page.waitForURL('**/pages/home/faq')
    await context.close()
  })
})

describe('teachers', () => {
  it('goes from the tab to the teachers, a teacher, one of their courses, and back to the teacher from the goods page', async () => {
    const { context, page } = await newPhone(browser)
    await page.goto('/pages/entry/about')
    await page.getByTestId('about-entry-teachers').click()
    await page.waitForURL('**/pages/home/teachTeam')
    await titled(page, '讲师团队')
    await page.getByTestId('teacher-row').first().waitFor()
    expect(await page.getByTestId('teacher-row').count()).toBe(7)
    await page.getByText('已全部加载').waitFor()
    await screenshot(page, 'about-teach-team')

    await page.getByTestId('teacher-row').filter({ hasText: '唐晓雯' }).click()
    await page.waitForURL(/pages\/home\/teacherInfo\?id=\d+/)
    await titled(page, '讲师详情')
    const detail = page.getByTestId('teacher-detail')
    await detail.getByTestId('teacher-bio').getByText('体育教育专业毕业', { exact: false }).waitFor()
    // 拳击教练基础班 is linked but off sale: only the two on sale are listed.
    await expect(detail.getByTestId('goods-card').allInnerTexts()).resolves.toEqual([
      expect.stringContaining('青少年体能训练指导'), expect.stringContaining('女性力量训练公开课')
    ])
    await screenshot(page, 'about-teacher-info')

    await detail.getByTestId('goods-card').first().click()
    await page.waitForURL(/pages\/course\/courseDetail\?id=\d+/)
    const teachers = page.getByTestId('goods-teachers')
    await teachers.getByText('唐晓雯').waitFor()
    await expect(teachers.innerText()).resolves.toContain('授课讲师')
    await screenshot(page, 'about-goods-teachers')
    await teachers.getByTestId('goods-teacher').click()
    await page.waitForURL(/pages\/home\/teacherInfo\?id=\d+/)
    // A second teacher page on top of the first (still in the stack, hidden).
    await page.getByTestId('teacher-detail').nth(1).getByText('唐晓雯').waitFor()
    await context.close()
  })

  it('asks for the goods detail and its teachers at once', async () => {
    const { context, page } = await newPhone(browser)
    const started: string[] = []
    page.on('request', (req) => { if (/\/api\/goods\/\d+(\/teachers)?$/.test(req.url())) started.push(req.url()) })
    const detail = page.waitForResponse(/\/api\/goods\/\d+$/)
    await page.goto('/pages/course/courseDetail?id=1')
    await detail
    // The teachers' request left before the detail's answer arrived: no waterfall.
    expect(started.some((url) => url.endsWith('/teachers'))).toBe(true)
    await page.getByTestId('goods-teachers').getByText('林卓然').waitFor()
    await context.close()
  })
})

describe('stories and partners', () => {
  it('lists the stories and opens one with its course', async () => {
    const { context, page } = await newPhone(browser)
    await page.goto('/pages/home/story')
    await titled(page, '学员故事')
    await page.getByTestId('story-card').first().waitFor()
    expect(await page.getByTestId('story-card').count()).toBe(6)
    await screenshot(page, 'about-story')
    await page.getByText('从外卖骑手到金牌私教：我的第一年').click()
    await page.waitForURL(/pages\/home\/storyInfo\?id=\d+/)
    await titled(page, '故事详情')
    await page.getByTestId('story-content').getByText('第十二个月', { exact: false }).waitFor()
    await page.getByTestId('story-detail').getByText(/\d+次阅读/).waitFor()
    await screenshot(page, 'about-story-info')
    await page.getByTestId('story-course').getByTestId('goods-card').click()
    await page.waitForURL(/pages\/course\/courseDetail\?id=\d+/)
    await context.close()
  })

  it('lists the partners under 企业合作 and opens one', async () => {
    const { context, page } = await newPhone(browser)
    await page.goto('/pages/entry/about')
    await page.getByTestId('about-entry-partners').click()
    await page.waitForURL('**/pages/home/hezuo')
    await titled(page, '合作伙伴')
    await page.getByTestId('about-page-enterprise').getByText('企业合作').waitFor()
    await page.getByTestId('partner-row').first().waitFor()
    expect(await page.getByTestId('partner-row').count()).toBe(4)
    await screenshot(page, 'about-hezuo')
    await page.getByTestId('partner-row').filter({ hasText: '青禾运动康复中心' }).click()
    await page.waitForURL(/pages\/home\/aboutEnterprise\?id=\d+/)
    await titled(page, '合作伙伴')
    await page.getByTestId('partner-website').getByText('https://qinghe-rehab.example').waitFor()
    await page.getByTestId('partner-content').getByText('实训基地', { exact: false }).waitFor()
    await screenshot(page, 'about-partner')
    await context.close()
  })
})

describe('back office', () => {
  it('lists the teachers, previews one with the goods taught, and shows the about pages', async () => {
    const { context, page } = await newDesktop(browser)
    await page.goto('/admin/login')
    await page.getByPlaceholder('请输入手机号').fill('13800000009')
    await page.getByPlaceholder('请输入密码').fill('Demo@2026')
    await page.getByRole('button', { name: /登\s*录/ }).click()
    await page.waitForURL('**/admin/dashboard**')

    await page.goto('/admin/teachers')
    await page.getByText('林卓然').waitFor()
    await screenshot(page, 'admin-about-teachers')
    await page.getByRole('row', { name: /林卓然/ }).locator('button').first().click()
    await page.waitForURL(/\/admin\/teachers\/show\/\d+/)
    await page.getByTestId('teacher-preview').getByText('首席培训讲师', { exact: false }).waitFor()
    await page.getByText('1. 国家职业资格健身教练培训（初级）').waitFor()
    await screenshot(page, 'admin-about-teacher-show')
    await page.getByRole('button', { name: /编\s*辑/ }).click()
    await page.waitForURL(/\/admin\/teachers\/edit\/\d+/)
    await page.getByText('4. 健身教练职业发展讲座').waitFor()
    await screenshot(page, 'admin-about-teacher-edit')

    await page.goto('/admin/about-pages')
    await page.getByText('关于绿动健身学院').waitFor()
    await screenshot(page, 'admin-about-pages')
    await context.close()
  })
})
