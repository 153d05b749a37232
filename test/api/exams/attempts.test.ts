// Taking a paper (pages/course/exam/examining): one formal attempt even under 20 parallel starts, answers that
// survive a reload, a server deadline that hands the paper in when nobody is online, options shuffled per
// candidate and scored back, and attempts that are their owner's only.
import { eq } from 'drizzle-orm'
import {
  getAttempt, getPaper, getResult, listPapers, recordLeave, saveAnswer, startAttempt, submitAttempt
} from '@contract/exams/endpoints'
import type { AttemptSheet } from '@contract/exams/shapes'
import { examAttempts } from '../../../server/src/db/schema'
import { createExamSweeper } from '../../../server/src/contexts/exams'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { grantOwned, makeGoods } from '../helpers/catalog-fixtures'
import { callApi } from '../helpers/contract'
import { makeBank, makePaper, rightKeys, wrongKeys, type TestQuestion } from './fixtures'

const clock = testClock()
let t: TestApp
type User = { id: number; token: string }
let goodsId: number
let bank: Awaited<ReturnType<typeof makeBank>>
let learner: User
let other: User

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  goodsId = await makeGoods(t.db, { title: '考试课程' })
  bank = await makeBank(t.db)
  ;[learner, other] = [await t.createUser(), await t.createUser()]
  for (const u of [learner, other]) await grantOwned(t.db, u.id, goodsId)
})
afterAll(() => t.close())

const start = (u: User, id: number) => callApi(t.app, startAttempt, { params: { id }, token: u.token })
const sheet = (u: User, id: number) => callApi(t.app, getAttempt, { params: { id }, token: u.token })
const save = (u: User, id: number, questionId: number, response: string[]) =>
  callApi(t.app, saveAnswer, { params: { id, questionId }, body: { response }, token: u.token })
const submit = (u: User, id: number) => callApi(t.app, submitAttempt, { params: { id }, token: u.token })
const viewOf = (s: AttemptSheet, q: TestQuestion) => s.questions.find((v) => v.id === q.id)!

describe('formal exam', () => {
  it('gives 20 parallel starts one attempt, and refuses a second after hand-in', async () => {
    const paperId = await makePaper(t.db, { mode: 'formal', goodsId, questions: bank.formal })
    const answers = await Promise.all(Array.from({ length: 20 }, () => start(learner, paperId)))
    const ids = new Set(answers.map((a) => expectOk(a).id))
    expect(ids.size).toBe(1)
    const rows = await t.db.select().from(examAttempts).where(eq(examAttempts.paperId, paperId))
    expect(rows).toHaveLength(1)
    expectOk(await submit(learner, [...ids][0]))
    expectRefusal(await start(learner, paperId), 'EXAM_ATTEMPT_USED', '只能参加一次')
    const paper = expectOk(await callApi(t.app, getPaper, { params: { id: paperId }, token: learner.token }))
    expect(paper).toMatchObject({ canStart: false, attempts: 1 })
  })

  it('refuses to start outside its window', async () => {
    const paperId = await makePaper(t.db, {
      mode: 'formal', goodsId, questions: bank.formal, opensAt: new Date(clock.now().getTime() + 3_600_000)
    })
    expectRefusal(await start(other, paperId), 'EXAM_NOT_OPEN')
  })

  it('records leaving the app on the attempt', async () => {
    const paperId = await makePaper(t.db, { mode: 'formal', goodsId, questions: bank.formal })
    const attempt = expectOk(await start(other, paperId))
    const left = (source: 'app_hide' | 'visibility') => callApi(t.app, recordLeave, { params: { id: attempt.id }, body: { source }, token: other.token })
    expectOk(await left('app_hide'))
    expect(expectOk(await left('visibility')).leaveCount).toBe(2)
    expect(expectOk(await submit(other, attempt.id)).leaveCount).toBe(2)
  })
})

describe('an attempt', () => {
  it('keeps saved answers, order and the server deadline across a reload', async () => {
    const paperId = await makePaper(t.db, { mode: 'mock', goodsId, questions: bank.singles, durationSec: 600 })
    const first = expectOk(await start(learner, paperId))
    const [a, b] = bank.singles
    await save(learner, first.id, a.id, rightKeys(viewOf(first, a), a)).then(expectOk)
    await save(learner, first.id, b.id, wrongKeys(viewOf(first, b), b)).then(expectOk)
    clock.advance(90_000)
    const again = expectOk(await sheet(learner, first.id))
    expect(again.questions).toEqual(first.questions)
    expect(again.answers).toEqual({ [a.id]: rightKeys(viewOf(first, a), a), [b.id]: wrongKeys(viewOf(first, b), b) })
    expect(again.remainingSec).toBe(first.remainingSec - 90)
    // Starting again resumes the same attempt.
    expect(expectOk(await start(learner, paperId)).id).toBe(first.id)
    const result = expectOk(await submit(learner, first.id))
    expect(result).toMatchObject({ score: 2, state: 'submitted', autoSubmitted: false, reviewOpen: true })
    expectRefusal(await save(learner, first.id, a.id, []), 'EXAM_SUBMITTED')
  })

  it('is handed in at its deadline by the sweep while nobody is online', async () => {
    const paperId = await makePaper(t.db, { mode: 'mock', goodsId, questions: bank.singles.slice(0, 2), durationSec: 60 })
    const attempt = expectOk(await start(other, paperId))
    const q = bank.singles[0]
    expectOk(await save(other, attempt.id, q.id, rightKeys(viewOf(attempt, q), q)))
    clock.advance(61_000)
    const sweeper = createExamSweeper({ db: t.db, now: clock.now, log: t.app.log })
    expect(await sweeper.tick()).toBeGreaterThanOrEqual(1)
    const [row] = await t.db.select().from(examAttempts).where(eq(examAttempts.id, attempt.id))
    expect(row).toMatchObject({ state: 'submitted', autoSubmitted: true, score: 2 })
    expect(row.submittedAt?.toISOString()).toBe(attempt.deadlineAt)
    expectRefusal(await save(other, attempt.id, q.id, []), 'EXAM_TIME_UP')
  })

  it('is handed in when read after its deadline, before any sweep', async () => {
    const paperId = await makePaper(t.db, { mode: 'quiz', goodsId, questions: bank.singles.slice(0, 2), durationSec: 30 })
    const attempt = expectOk(await start(learner, paperId))
    clock.advance(31_000)
    expect(expectOk(await sheet(learner, attempt.id))).toMatchObject({ state: 'submitted', remainingSec: 0 })
    expect(expectOk(await callApi(t.app, getResult, { params: { id: attempt.id }, token: learner.token }))).toMatchObject({
      autoSubmitted: true, score: 0
    })
  })

  it('shuffles questions and options per candidate and scores each back', async () => {
    const paperId = await makePaper(t.db, { mode: 'mock', goodsId, questions: bank.singles })
    const mine = expectOk(await start(learner, paperId))
    const theirs = expectOk(await start(other, paperId))
    const layout = (s: AttemptSheet) => s.questions.map((q) => `${q.id}:${q.options.map((o) => o.text).join('|')}`).join(';')
    expect(layout(mine)).not.toBe(layout(theirs))
    for (const [user, s] of [[learner, mine], [other, theirs]] as const) {
      for (const q of bank.singles) expectOk(await save(user, s.id, q.id, rightKeys(viewOf(s, q), q)))
      const result = expectOk(await submit(user, s.id))
      expect(result.score).toBe(bank.singles.length * 2)
      for (const r of result.review) expect(r.response).toEqual(r.correctAnswer)
    }
  })

  it('answers another learner\'s attempt as missing', async () => {
    const paperId = await makePaper(t.db, { mode: 'mock', goodsId, questions: bank.singles })
    const attempt = expectOk(await start(learner, paperId))
    const q = bank.singles[0]
    expectRefusal(await sheet(other, attempt.id), 'NOT_FOUND')
    expectRefusal(await save(other, attempt.id, q.id, ['A']), 'NOT_FOUND')
    expectRefusal(await submit(other, attempt.id), 'NOT_FOUND')
    expectRefusal(await callApi(t.app, getResult, { params: { id: attempt.id }, token: other.token }), 'NOT_FOUND')
    expectRefusal(await callApi(t.app, recordLeave, { params: { id: attempt.id }, body: { source: 'visibility' }, token: other.token }), 'NOT_FOUND')
    expect(expectOk(await sheet(learner, attempt.id)).state).toBe('open')
  })

  it('refuses an answer that does not fit the question', async () => {
    const paperId = await makePaper(t.db, { mode: 'quiz', goodsId, questions: bank.singles.slice(0, 1) })
    const attempt = expectOk(await start(other, paperId))
    expectRefusal(await save(other, attempt.id, bank.singles[0].id, ['A', 'B']), 'EXAM_ANSWER_INVALID')
    expectRefusal(await save(other, attempt.id, bank.singles[0].id, ['Z']), 'EXAM_ANSWER_INVALID')
    expectRefusal(await save(other, attempt.id, bank.singles[1].id, ['A']), 'NOT_FOUND')
  })
})

describe('papers', () => {
  it('are seen only by holders of their goods', async () => {
    const otherGoods = await makeGoods(t.db, { title: '未购课程' })
    const paperId = await makePaper(t.db, { mode: 'mock', goodsId: otherGoods, questions: bank.singles })
    expectRefusal(await start(learner, paperId), 'NOT_FOUND')
    expectRefusal(await callApi(t.app, getPaper, { params: { id: paperId }, token: learner.token }), 'NOT_FOUND')
    const list = expectOk(await callApi(t.app, listPapers, { query: { goodsId: otherGoods }, token: learner.token }))
    expect(list).toEqual([])
  })

  it('never put formal questions in practice, drawn or fixed', async () => {
    const drawn = await makePaper(t.db, { mode: 'mock', goodsId, draw: { knowledgePoint: bank.knowledgePoint, count: 50 } })
    const fixed = await makePaper(t.db, { mode: 'quiz', goodsId, questions: [...bank.formal, bank.judge] })
    const formalIds = new Set([...bank.formal, bank.short].map((q) => q.id))
    for (const paperId of [drawn, fixed]) {
      const s = expectOk(await start(other, paperId))
      expect(s.questions.length).toBeGreaterThan(0)
      expect(s.questions.filter((q) => formalIds.has(q.id))).toEqual([])
      expectOk(await submit(other, s.id))
    }
  })
})
