// Short answers of a formal exam wait for a judge (role judge): graded once, at most the question's points; the
// attempt's total and result follow. A formal exam's review opens when its window has closed; the certification
// side reads the result through formalResultOf. Judges see when a candidate left the app.
import {
  getAttemptRecord, getResult, gradeShortAnswer, listPendingShortAnswers, recordLeave, saveAnswer, startAttempt, submitAttempt
} from '@contract/exams/endpoints'
import { formalResultOf } from '../../../server/src/contexts/exams'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { grantOwned, makeGoods } from '../helpers/catalog-fixtures'
import { callApi, callApiRaw } from '../helpers/contract'
import { makeBank, makePaper, rightKeys } from './fixtures'

const clock = testClock()
let t: TestApp
type User = { id: number; token: string }
let goodsId: number
let bank: Awaited<ReturnType<typeof makeBank>>
let learner: User
let judge: User
let attemptId: number
let closesAt: Date

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  goodsId = await makeGoods(t.db, { kind: 'exam', title: '理论考试' })
  bank = await makeBank(t.db, 1)
  learner = await t.createUser({ name: '考生' })
  judge = await t.createUser({ roles: ['judge'] })
  await grantOwned(t.db, learner.id, goodsId)
  closesAt = new Date(clock.now().getTime() + 3_600_000)
  const paperId = await makePaper(t.db, { mode: 'formal', goodsId, questions: [...bank.formal, bank.short], passScore: 12, closesAt })
  const s = expectOk(await callApi(t.app, startAttempt, { params: { id: paperId }, token: learner.token }))
  attemptId = s.id
  for (const q of bank.formal) {
    const view = s.questions.find((v) => v.id === q.id)!
    expectOk(await callApi(t.app, saveAnswer, { params: { id: s.id, questionId: q.id }, body: { response: rightKeys(view, q) }, token: learner.token }))
  }
  const response = ['准备：检查器械；处理：协助上提杠铃。']
  expectOk(await callApi(t.app, saveAnswer, { params: { id: s.id, questionId: bank.short.id }, body: { response }, token: learner.token }))
  expectOk(await callApi(t.app, recordLeave, { params: { id: s.id }, body: { source: 'app_hide' }, token: learner.token }))
  expectOk(await callApi(t.app, submitAttempt, { params: { id: s.id }, token: learner.token }))
})
afterAll(() => t.close())

const grade = (u: User, score: number) =>
  callApi(t.app, gradeShortAnswer, { params: { id: attemptId, questionId: bank.short.id }, body: { score }, token: u.token })

it('keeps the result open while a short answer waits, and the review closed until the window ends', async () => {
  const result = expectOk(await callApi(t.app, getResult, { params: { id: attemptId }, token: learner.token }))
  expect(result).toMatchObject({ score: 4, pendingCount: 1, passed: null, reviewOpen: false, review: [], leaveCount: 1 })
  expect(await formalResultOf(t.db, learner.id, goodsId)).toBeNull()
})

it('lists the short answer for judges only', async () => {
  const pending = expectOk(await callApi(t.app, listPendingShortAnswers, { token: judge.token }))
  expect(pending).toContainEqual(expect.objectContaining({
    attemptId, questionId: bank.short.id, candidateName: '考生', maxScore: 10, response: expect.stringContaining('检查器械')
  }))
  expect((await callApiRaw(t.app, listPendingShortAnswers, { token: learner.token })).statusCode).toBe(403)
  const record = expectOk(await callApi(t.app, getAttemptRecord, { params: { id: attemptId }, token: judge.token }))
  expect(record.leaves).toEqual([{ source: 'app_hide', at: expect.any(String) }])
})

it('grades once, at most the points, and the total and result follow', async () => {
  expectRefusal(await grade(judge, 11), 'EXAM_SCORE_TOO_HIGH')
  const record = expectOk(await grade(judge, 8))
  expect(record).toMatchObject({ score: 12, pendingCount: 0, passed: true, candidateName: '考生' })
  expectRefusal(await grade(judge, 9), 'EXAM_ALREADY_GRADED')
  expect(expectOk(await callApi(t.app, listPendingShortAnswers, { token: judge.token })).filter((p) => p.attemptId === attemptId)).toEqual([])
  expect(await formalResultOf(t.db, learner.id, goodsId)).toMatchObject({ attemptId, score: 12, total: 14, passed: true })
})

it('opens the review once the exam window has closed', async () => {
  clock.advance(closesAt.getTime() - clock.now().getTime() + 1000)
  const result = expectOk(await callApi(t.app, getResult, { params: { id: attemptId }, token: learner.token }))
  expect(result.reviewOpen).toBe(true)
  expect(result.review).toHaveLength(3)
  const short = result.review.find((r) => r.id === bank.short.id)!
  expect(short).toMatchObject({ earned: 8, correct: true, explanation: expect.any(String) })
})
