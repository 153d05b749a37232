// Online exams in the H5 build: the demo learner takes a mock exam (answers survive a reload), sees the result and
// the wrong-answer analysis, practises the wrong-answer book, and takes the formal exam once. Screenshots of the
// exam screen, the result and the wrong-answer analysis in zh-Hans, zh-Hant and en.
import type { Browser, Locator, Page } from 'playwright-core'
import { listHistory, listPapers } from '@contract/exams/endpoints'
import { fillPath, type Endpoint, type PathParamsOf, type ResponseOf } from '@contract/define'
import { newSignedInPhone, signInByApi, titleIs } from './helpers/account'
import { baseUrl, launchBrowser, screenshot } from './helpers/browser'

let browser: Browser
const LEARNER = '13800000001'
beforeAll(async () => { browser = await launchBrowser() })
afterAll(async () => { await browser?.close() })

function phoneOf(locale = 'zh-Hans') {
  return newSignedInPhone(browser, LEARNER, locale)
}

async function apiGet<E extends Endpoint>(endpoint: E, params?: PathParamsOf<E>): Promise<ResponseOf<E>> {
  const { token } = await signInByApi(LEARNER)
  const res = await fetch(`${baseUrl()}${fillPath(endpoint.path, params as Record<string, number> | undefined)}`, { headers: { 'x-auth-token': token } })
  return (await res.json()).data
}

/** The option clicked last scrolled the page; screenshots show it from its top. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshot(page, name)
}

async function confirmModal(page: Page) {
  await page.locator('.taro__modal .taro-model__btn:visible').last().click()
}

/** Answers the current question by choosing its first option (or typing), then goes on. */
/** A written answer's field: Taro's H5 input is the <input> itself, carrying the test id; a textarea sits inside it. */
const answerField = (within: Page | Locator) =>
  within.locator('input[data-testid=exam-text], [data-testid=exam-text] textarea').first()

async function answerCurrent(page: Page) {
  const question = page.getByTestId('exam-screen').getByTestId('exam-question')
  await question.waitFor()
  const option = question.getByTestId('exam-option').first()
  if (await option.count()) await option.click()
  else await answerField(question).fill('肌腱')
  await page.getByTestId('exam-save').and(page.locator('[data-state="saved"]')).waitFor()
}

describe('the demo learner', () => {
  it('takes a mock exam that survives a reload, then sees the result and the wrong answers', async () => {
    const { context, page } = await phoneOf()
    await page.goto('/pages/course/classExam')
    await titleIs(page, '班级考试列表')
    await page.getByTestId('exam-paper').filter({ hasText: '健身教练理论模拟考试' }).click()
    await titleIs(page, '考试详情')
    await screenshot(page, 'exams-detail-zh-Hans')
    await page.getByTestId('exam-start').click()
    await page.getByTestId('exam-screen').waitFor()
    for (let i = 0; i < 3; i++) {
      await answerCurrent(page)
      await page.getByTestId('exam-next').click()
    }
    await page.getByTestId('exam-sheet').click()
    await page.getByTestId('exam-navigator').waitFor()
    await shoot(page, 'exams-examining-zh-Hans')
    await page.reload()
    await page.getByTestId('exam-screen').waitFor()
    expect(await page.getByTestId('exam-question').getByTestId('exam-option').and(page.locator('[aria-checked="true"]')).count()).toBe(1)
    await page.getByTestId('exam-submit').click()
    await confirmModal(page)
    await titleIs(page, '考试结果')
    await page.getByTestId('exam-result').waitFor()
    await page.getByTestId('exam-review').first().waitFor()
    await screenshot(page, 'exams-finished-zh-Hans')
    await page.getByTestId('exam-open-wrong').click()
    await titleIs(page, '错题分析')
    await page.getByTestId('exam-wrong-analysis').getByTestId('exam-review').and(page.locator('[data-correct="false"]')).first().waitFor()
    await screenshot(page, 'exams-wrong-analysis-zh-Hans')
    await context.close()
  })

  it('practises the wrong-answer book', async () => {
    const { context, page } = await phoneOf()
    await page.goto('/pages/course/exam/wrongBook')
    await titleIs(page, '错题本')
    await page.getByTestId('book-group').first().waitFor()
    await page.getByTestId('book-practise').click()
    await page.getByTestId('book-practice').waitFor()
    const option = page.getByTestId('exam-option').first()
    if (await option.count()) await option.click()
    else await answerField(page).fill('肌腱')
    await page.getByTestId('practice-check').click()
    await page.getByTestId('practice-checked').waitFor()
    await screenshot(page, 'exams-wrong-book-zh-Hans')
    await context.close()
  })

  it('takes the formal exam once', async () => {
    const papers = await apiGet(listPapers)
    const formal = papers.find((p) => p.mode === 'formal' && p.title.includes('结业'))!
    const { context, page } = await phoneOf()
    await page.goto(`/pages/course/exam/detail?id=${formal.id}`)
    await titleIs(page, '考试详情')
    await page.getByTestId('exam-start').click()
    await confirmModal(page)
    await page.getByTestId('exam-screen').waitFor()
    await answerCurrent(page)
    await page.getByTestId('exam-submit').click()
    await confirmModal(page)
    await titleIs(page, '考试结果')
    await page.getByTestId('exam-review-later').waitFor()
    await page.goto(`/pages/course/exam/detail?id=${formal.id}`)
    await page.getByTestId('exam-blocked').waitFor()
    expect((await apiGet(listHistory)).filter((h) => h.mode === 'formal')).toHaveLength(1)
    await context.close()
  })

  it('takes a chapter challenge from the course page and sees the leaderboard', async () => {
    const papers = await apiGet(listPapers)
    const challenge = papers.find((p) => p.mode === 'challenge')!
    const { context, page } = await phoneOf()
    await page.goto(`/pages/course/document/exam?id=${challenge.goodsId}`)
    await page.getByTestId('open-challenges').click()
    await titleIs(page, '章节挑战')
    await page.getByTestId('challenge-list').getByTestId('exam-paper').first().click()
    await titleIs(page, '挑战详情')
    await page.getByTestId('challenge-board').getByTestId('challenge-rank').first().waitFor()
    await page.getByTestId('exam-start').click()
    await titleIs(page, '挑战答题')
    await answerCurrent(page)
    await page.getByTestId('exam-submit').click()
    await confirmModal(page)
    await titleIs(page, '挑战结果')
    await page.getByTestId('challenge-board').getByTestId('challenge-rank').and(page.locator('.ex-rank--me')).last().waitFor()
    await shoot(page, 'exams-challenge-finished-zh-Hans')
    await context.close()
  })

  it.each(['zh-Hant', 'en'])('shows the exam screen, result and wrong answers in %s', async (locale) => {
    const history = await apiGet(listHistory)
    const mock = history.find((h) => h.mode === 'mock')!
    const papers = await apiGet(listPapers)
    const quiz = papers.find((p) => p.mode === 'quiz')!
    const { context, page } = await phoneOf(locale)
    await page.goto(`/pages/course/exam/detail?id=${quiz.id}`)
    await page.getByTestId('exam-start').waitFor()
    await screenshot(page, `exams-detail-${locale}`)
    await page.getByTestId('exam-start').click()
    await page.getByTestId('exam-screen').waitFor()
    await answerCurrent(page)
    await shoot(page, `exams-examining-${locale}`)
    await page.goto(`/pages/course/exam/finished?id=${mock.id}`)
    await page.getByTestId('exam-finished').getByTestId('exam-review').first().waitFor()
    await screenshot(page, `exams-finished-${locale}`)
    await page.goto(`/pages/course/exam/historyDetail?id=${mock.id}`)
    await page.getByTestId('exam-wrong-analysis').getByTestId('exam-review').first().waitFor()
    await screenshot(page, `exams-wrong-analysis-${locale}`)
    await context.close()
  })
})
