// The AI assistant on the embedded default (search answers) and the search page, in a phone-sized browser: an
// answer streamed piece by piece with the wait text only until the first piece, sources, copy, stop and retry, the
// history after a reload, the chat in zh-Hant and English; a search over goods, news and FAQ with tabs and
// highlights, also for a Traditional query on 繁體; the back office reviewing an answer and listing the searched
// terms. Screenshots (phone 375×812, console desktop) under test/e2e/artifacts.
import type { Browser, Page } from 'playwright-core'
import { expectToast, field, newSignedInPhone, titleIs } from './helpers/account'
import { baseUrl, launchBrowser, newDesktop, newPhone, screenshot } from './helpers/browser'

let browser: Browser
beforeAll(async () => { browser = await launchBrowser() })
afterAll(async () => { await browser?.close() })

/**
 * Records, from the moment of the call, when the wait text shows, and each length of the last answer's text with
 * whether the wait text was still there at that moment.
 */
async function recordAnswer(page: Page) {
  await page.evaluate(() => {
    const log = { waitingSeen: false, lengths: [] as Array<{ n: number; waiting: boolean }> }
    ;(window as any).__answerLog = log
    const observer = new MutationObserver(() => {
      const waiting = !!document.querySelector('[data-testid="chat-waiting"]')
      if (waiting) log.waitingSeen = true
      const answers = document.querySelectorAll('[data-testid="chat-answer"]')
      const text = answers[answers.length - 1]?.querySelector('[data-testid="chat-answer-text"]')?.textContent ?? ''
      const last = log.lengths[log.lengths.length - 1]
      if (text.length > 0 && text.length !== last?.n) log.lengths.push({ n: text.length, waiting })
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  return () => page.evaluate(() => (window as any).__answerLog as { waitingSeen: boolean; lengths: Array<{ n: number; waiting: boolean }> })
}

const lastAnswer = (page: Page) => page.getByTestId('chat-answer').last()

async function ask(page: Page, question: string) {
  await field(page, '输入你的问题').fill(question)
  await page.getByTestId('chat-send').click()
}

describe('AI assistant', () => {
  const phone = (locale?: string) => newSignedInPhone(browser, '13800000008', locale)

  it('asks signed-out visitors to sign in', async () => {
    const { context, page } = await newPhone(browser)
    await page.goto('/pages/aiassistant/index')
    await titleIs(page, 'AI助手')
    await page.getByText('登录后使用AI助手').waitFor()
    await context.close()
  })

  it('streams a search answer piece by piece, with the wait text only until the first piece, sources and copy', async () => {
    const { context, page } = await phone()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() })
    await page.goto('/pages/aiassistant/index')
    await titleIs(page, 'AI助手')
    await page.getByTestId('chat-intro').waitFor()
    await screenshot(page, 'assistant-intro')

    const log = await recordAnswer(page)
    await ask(page, '怎么开发票？可以开专票吗？')
    await page.getByTestId('chat-stop').waitFor()
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="chat-answer"][data-state="streaming"] [data-testid="chat-answer-text"]').length > 0)
    await screenshot(page, 'assistant-streaming')
    await lastAnswer(page).and(page.locator('[data-state="done"]')).waitFor({ timeout: 20000 })
    const { waitingSeen, lengths } = await log()
    expect(waitingSeen).toBe(true)
    expect(lengths.length).toBeGreaterThan(5)
    expect(lengths.every((l) => !l.waiting)).toBe(true)
    expect(lengths.map((l) => l.n)).toEqual([...lengths.map((l) => l.n)].sort((a, b) => a - b))

    // The question stays in view above its answer: the page follows the answer only until the question reaches the top.
    const question = await page.getByTestId('chat-question').last().boundingBox()
    const bar = await page.locator('#taro-navigation-bar').boundingBox()
    expect(question!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height) // below the navigation bar, not under it
    expect(question!.y + question!.height).toBeLessThanOrEqual(812)

    const answer = lastAnswer(page)
    await answer.getByText('搜索回答').first().waitFor()
    await answer.getByTestId('chat-sources').getByText('怎么开发票？可以开专票吗？').waitFor()
    await page.getByTestId('chat-send').waitFor()
    await screenshot(page, 'assistant-answer')

    await answer.getByTestId('chat-copy').click()
    await expectToast(page, '复制成功！')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(await answer.getByTestId('chat-answer-text').innerText())
    await context.close()
  })

  it('stops an answer, keeps what was shown, retries it, and keeps the chat after a reload', async () => {
    const { context, page } = await phone()
    await page.goto('/pages/aiassistant/index')
    await page.getByTestId('chat-question').first().waitFor()
    const before = await page.getByTestId('chat-answer').count()
    await ask(page, '退款多久能到账？')
    await page.waitForFunction(() => {
      const answers = document.querySelectorAll('[data-testid="chat-answer"]')
      return (answers[answers.length - 1]?.querySelector('[data-testid="chat-answer-text"]')?.textContent ?? '').length > 0
    })
    await page.getByTestId('chat-stop').click()
    const stopped = lastAnswer(page)
    await stopped.and(page.locator('[data-state="stopped"]')).waitFor()
    await stopped.getByText('已停止回答').waitFor()
    const shown = await stopped.getByTestId('chat-answer-text').innerText()
    await page.waitForTimeout(500)
    expect(await stopped.getByTestId('chat-answer-text').innerText()).toBe(shown)
    await screenshot(page, 'assistant-stopped')

    await stopped.getByTestId('chat-retry').click()
    await lastAnswer(page).and(page.locator('[data-state="done"]')).waitFor({ timeout: 20000 })
    expect(await page.getByTestId('chat-answer').count()).toBe(before + 2)

    await page.reload()
    await page.getByTestId('chat-answer').nth(before + 1).waitFor()
    expect(await page.getByTestId('chat-answer').nth(before).getAttribute('data-state')).toBe('stopped')
    await context.close()
  })

  it.each([['zh-Hant', 'AI助手', '參考來源'], ['en', 'AI assistant', 'Sources']])('reads in %s', async (locale, title, sources) => {
    const { context, page } = await phone(locale)
    await page.goto('/pages/aiassistant/index')
    await titleIs(page, title)
    await page.getByText(sources).first().waitFor()
    await screenshot(page, `assistant-${locale}`)
    await context.close()
  })
})

describe('search', () => {
  it('searches goods, news and FAQ with a tab per kind and the keyword highlighted', async () => {
    const { context, page } = await newPhone(browser)
    // Reached from the course tab's search box, which only leads here.
    await page.goto('/pages/entry/course')
    await page.getByRole('button', { name: '搜索课程、考试、讲座' }).click()
    await page.waitForURL(/pages\/entry\/searchDetail/)
    await page.getByTestId('search-hot').waitFor()
    await field(page, '搜索课程、资讯、常见问题').fill('普拉提')
    await page.locator('.search-page__go').click() // the bar's 搜索 (the page title says 搜索 too)
    await page.getByTestId('search-results').waitFor()
    const tabs = page.getByRole('tab')
    expect(await tabs.allInnerTexts()).toEqual([expect.stringMatching(/^课程 [1-9]\d*$/), expect.stringMatching(/^资讯 \d+$/), expect.stringMatching(/^常见问题 \d+$/)])
    await page.getByTestId('search-hit').first().waitFor()
    expect(await page.locator('.search-hit__mark').first().innerText()).toBe('普拉提')
    await screenshot(page, 'search-goods')

    await page.locator('.nut-searchbar-clear').click()
    await field(page, '搜索课程、资讯、常见问题').fill('发票')
    await page.locator('.search-page__go').click() // the bar's 搜索 (the page title says 搜索 too)
    await page.getByRole('tab', { name: /^常见问题/ }).click()
    await page.getByText('怎么开发票？可以开专票吗？').waitFor()
    expect(await page.locator('.search-hit__mark').allInnerTexts()).toContain('发票')
    await screenshot(page, 'search-faq')

    await page.getByText('怎么开发票？可以开专票吗？').click()
    await titleIs(page, 'FAQ详情')
    await context.close()
  })

  it('finds Simplified content for a Traditional query on 繁體, and shows it in Traditional', async () => {
    const { context, page } = await newPhone(browser, { locale: 'zh-Hant' })
    await page.goto('/pages/entry/searchDetail')
    await field(page, '搜尋課程、資訊、常見問題').fill('發票')
    await page.locator('.search-page__go').click()
    await page.getByRole('tab', { name: /^常見問題 [1-9]/ }).click()
    // Written once in Simplified (怎么开发票？可以开专票吗？); the server answers a 繁體 reader in Traditional.
    await page.getByText('怎麼開發票？可以開專票嗎？').waitFor()
    expect(await page.locator('.search-hit__mark').allInnerTexts()).toContain('發票')
    await screenshot(page, 'search-zh-Hant')
    await context.close()
  })
})

describe('back office', () => {
  it('lists the answers with masked phones, marks one reviewed with a note, and lists the searched terms', async () => {
    const { context, page } = await newDesktop(browser)
    await page.goto('/admin/login')
    await page.getByPlaceholder('请输入手机号').fill('13800000009')
    await page.getByPlaceholder('请输入密码').fill('Demo@2026')
    await page.getByRole('button', { name: /登\s*录/ }).click()
    await page.waitForURL('**/admin/dashboard**')

    await page.goto('/admin/ai-answers')
    const row = page.getByRole('row', { name: /怎么开发票？可以开专票吗？/ }).first()
    await row.waitFor()
    expect(await row.innerText()).toContain('138****0008')
    await screenshot(page, 'admin-ai-answers')
    await row.locator('button').first().click()
    await page.waitForURL(/\/admin\/ai-answers\/show\/\d+/)
    await page.getByRole('button', { name: /标记为已审阅/ }).click()
    await page.getByPlaceholder(/备注/).fill('回答准确')
    await page.getByRole('button', { name: /确\s*定|OK/ }).click()
    await page.getByText('回答准确').waitFor()
    await page.getByRole('button', { name: /标记为已审阅/ }).waitFor({ state: 'detached' })
    await screenshot(page, 'admin-ai-answer-show')

    await page.goto('/admin/search-terms')
    await page.getByRole('cell', { name: '普拉提', exact: true }).waitFor()
    await screenshot(page, 'admin-search-terms')
    await context.close()
  })
})
