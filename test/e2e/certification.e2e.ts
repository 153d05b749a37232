// Exams and certificates as the demo accounts meet them: the demo learner (13800000001) finds the admit card of the
// registration whose card was sent and the certificate of the passed exam with its QR code; anyone, signed out,
// checks that certificate in the app and on the server's plain web page, and sees a revoked one marked; the demo
// judge (13800000007) scores a practical exam once. Screenshots in zh-Hans, zh-Hant and en go to test/e2e/artifacts.
import type { Browser, Page } from 'playwright-core'
import { listMyRegistrations } from '@contract/certification/endpoints'
import type { CurrentUserResponse } from '@contract/identity/shapes'
import { signInByApi } from './helpers/account'
import { baseUrl, launchBrowser, newPhone, screenshot } from './helpers/browser'
import { viaContract } from './helpers/contract'

const LEARNER = '13800000001'
const JUDGE = '13800000007'
const LOCALES = ['zh-Hans', 'zh-Hant', 'en'] as const
/** The seed's fixed certificate numbers (server/seed/certification/content.ts). */
const VALID = 'LD37966677868547430'
const REVOKED = 'LD30893437516645810'

let browser: Browser
let learner: CurrentUserResponse
let judge: CurrentUserResponse

async function phoneOf(user: CurrentUserResponse | null, locale: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const storage = user ? { token: user.token, userInfo: JSON.stringify(user.user), locale } : { locale }
  const { context, page } = await newPhone(browser, storage)
  return { page, close: () => context.close() }
}

beforeAll(async () => {
  browser = await launchBrowser()
  learner = (await signInByApi(LEARNER)) as CurrentUserResponse
  judge = (await signInByApi(JUDGE)) as CurrentUserResponse
})

afterAll(async () => {
  await browser?.close()
})

describe('the learner', () => {
  it('opens 考试列表, the examination detail and the admit card with seat and venue', async () => {
    const { page, close } = await phoneOf(learner, 'zh-Hans')
    await page.goto('/pages/course/examList')
    const carded = page.locator('[data-testid="exam-registration"][data-status="admit_card_sent"]')
    await carded.first().click()
    await page.waitForURL('**/pages/course/examinationDetail*')
    await page.getByTestId('exam-detail').waitFor()
    await page.getByTestId('open-admit-card').click()
    await page.waitForURL('**/pages/course/examDetail2*')
    const card = page.getByTestId('admit-card')
    await card.waitFor()
    await expect(card.getByTestId('admit-seat').innerText()).resolves.toContain('012')
    await close()
  })

  it.each(LOCALES)('shows the examination detail, the admit card and the certificate in %s', async (locale) => {
    const page1 = await viaContract(listMyRegistrations, { query: { page: 1, size: 20 }, token: learner.token })
    const passed = page1.list.find((r) => r.status === 'passed')!
    const carded = page1.list.find((r) => r.status === 'admit_card_sent')!
    const { page, close } = await phoneOf(learner, locale)
    await page.goto(`/pages/course/examinationDetail?id=${passed.id}`)
    await page.getByTestId('open-certificate').waitFor()
    await screenshot(page, `cert-examination-detail-${locale}`)
    await page.goto(`/pages/course/examDetail2?id=${carded.id}`)
    await page.getByTestId('admit-card').waitFor()
    await screenshot(page, `cert-admit-card-${locale}`)
    await page.goto('/pages/mine/certificate')
    const cert = page.locator('[data-testid="certificate"][data-status="valid"]')
    await cert.waitFor()
    await expect(cert.getByTestId('certificate-number').innerText()).resolves.toContain(VALID)
    await cert.getByTestId('qr-image').waitFor()
    await screenshot(page, `cert-certificate-${locale}`)
    await close()
  })
})

describe('the public check, signed out', () => {
  it.each(LOCALES)('checks a valid and a revoked certificate in the app in %s', async (locale) => {
    const { page, close } = await phoneOf(null, locale)
    await page.goto(`/pages/home/certCheck?number=${VALID}`)
    await page.locator('[data-testid="certificate"][data-status="valid"]').waitFor()
    await expect(page.getByTestId('certificate-holder').innerText()).resolves.toContain('演示')
    await screenshot(page, `cert-check-valid-${locale}`)
    await page.getByTestId('cert-check-number').fill(REVOKED)
    await page.getByTestId('cert-check-submit').click()
    await page.locator('[data-testid="certificate"][data-status="revoked"]').waitFor()
    await page.getByTestId('certificate-note').first().waitFor()
    await screenshot(page, `cert-check-revoked-${locale}`)
    expect(page.url()).not.toContain('login')
    await close()
  })

  it('opens the plain web page of the QR code without the app', async () => {
    const { page, close } = await phoneOf(null, 'zh-Hans')
    const res = await page.goto(`${baseUrl()}/cert/${VALID}`)
    expect(res?.status()).toBe(200)
    await page.getByText('演示学员').waitFor()
    await page.getByText('有效 Valid').waitFor()
    expect(await page.locator('script').count()).toBe(0)
    await screenshot(page, 'cert-web-valid')
    await page.goto(`${baseUrl()}/cert/${REVOKED}`)
    await page.getByText('已撤销 Revoked').waitFor()
    await screenshot(page, 'cert-web-revoked')
    await close()
  })
})

describe('the judge', () => {
  it.each(['zh-Hant', 'en'] as const)('shows the sittings, candidates and the scoring form in %s', async (locale) => {
    const { page, close } = await phoneOf(judge, locale)
    await page.goto('/pages/private/judges/index')
    await page.getByTestId('judge-assignment').first().waitFor()
    await screenshot(page, `judges-index-${locale}`)
    await page.getByTestId('judge-assignment').filter({ hasText: '私人教练考核' }).click()
    await page.waitForURL('**/pages/private/judges/order*')
    await page.getByTestId('judge-candidate').first().waitFor()
    await screenshot(page, `judges-order-${locale}`)
    await page.locator('[data-testid="judge-candidate"][data-submitted="false"]').first().click()
    await page.getByTestId('rubric-score').first().waitFor()
    await screenshot(page, `judges-scoring-${locale}`)
    await close()
  })

  it('scores a waiting candidate once; the form is then locked', async () => {
    const { page, close } = await phoneOf(judge, 'zh-Hans')
    await page.goto('/pages/private/judges/index')
    await page.getByTestId('judge-assignment').first().waitFor()
    await screenshot(page, 'judges-index-zh-Hans')
    // The trainer assessment: the sitting with candidates still to score.
    await page.getByTestId('judge-assignment').filter({ hasText: '私人教练考核' }).click()
    await page.waitForURL('**/pages/private/judges/order*')
    const waiting = page.locator('[data-testid="judge-candidate"][data-submitted="false"]')
    await waiting.first().waitFor()
    await screenshot(page, 'judges-order-zh-Hans')
    await waiting.first().click()
    await page.waitForURL('**/pages/private/judges/orderDetail*')
    const inputs = page.getByTestId('rubric-score')
    await inputs.first().waitFor()
    const count = await inputs.count()
    for (let i = 0; i < count; i++) await inputs.nth(i).fill(String(15))
    await expect(page.getByTestId('scoring-total').innerText()).resolves.toBe(String(15 * count))
    await screenshot(page, 'judges-scoring-zh-Hans')
    await page.getByTestId('scoring-submit').click()
    await page.locator('.taro__modal').locator('.taro-model__btn:visible').last().click()
    await page.getByTestId('scoring-locked').waitFor()
    await expect(page.locator('[data-testid="scoring-form"]').getAttribute('data-locked')).resolves.toBe('true')
    await screenshot(page, 'judges-scoring-locked-zh-Hans')
    await close()
  })
})
