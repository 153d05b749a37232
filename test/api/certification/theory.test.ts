// A two-part exam (an online formal theory exam and a judged practical part) settles on whichever part arrives
// last, exactly once: the theory result after the judging (a hand-in whose short answer is graded later, a read or
// the sweep handing it in at the deadline) settles the waiting registration without anybody reading the registration; a
// retry of the hook, a second hand-in or a later read change nothing and issue no second certificate.
import { and, count, eq } from 'drizzle-orm'
import { setExamSetup } from '@contract/certification/admin-endpoints'
import { submitJudgeScore } from '@contract/certification/endpoints'
import { gradeShortAnswer, listHistory, saveAnswer, startAttempt, submitAttempt } from '@contract/exams/endpoints'
import { settleOnTheory } from '../../../server/src/contexts/certification'
import { createExamSweeper, formalResultOf } from '../../../server/src/contexts/exams'
import { certificates, examAttempts, examRegistrations } from '../../../server/src/db/schema'
import { expectOk, testClock } from '../helpers/api'
import { seedGoods } from '../helpers/commerce/fixtures'
import { startShop, type Api } from '../helpers/commerce/shop'
import { callApi } from '../helpers/contract'
import { noJobs, type TestApp } from '../helpers/test-app'
import { makeBank, makePaper, rightKeys, type TestQuestion } from '../exams/fixtures'
import { addJudge, approveAndSendCards, register, scoresOf } from './fixtures'

const clock = testClock(Date.now())
let t: TestApp
let api: Api
let admin: { id: number; token: string }
let judgeCount = 0
beforeAll(async () => {
  ;({ t, api, admin } = await startShop(clock.now))
})
afterAll(() => t.close())

/** An exam goods with a theory part (a formal paper of `questions`, pass at `passScore`) and a 60 + 40 rubric. */
async function twoPartExam(questions: TestQuestion[], passScore: number, durationSec = 600) {
  const goods = await seedGoods(t.db, { kind: 'exam', sessionSeats: 20, title: '健身教练综合考试' })
  const setup = expectOk(await callApi(t.app, setExamSetup, {
    params: { id: goods.id }, token: admin.token,
    body: {
      passPercent: 60, durationMinutes: 120, courseTitle: '健身教练', hours: 80, validMonths: 24, hasTheory: true,
      items: [{ title: '动作示范', maxScore: 60 }, { title: '教学讲解', maxScore: 40 }]
    }
  }))
  const paperId = await makePaper(t.db, { mode: 'formal', goodsId: goods.id, questions, passScore, durationSec })
  return { goods, setup, paperId }
}

/** A learner bought, approved, with an admit card, and judged at 50 + 30 by a judge of the sitting. */
async function judgedCandidate(exam: Awaited<ReturnType<typeof twoPartExam>>) {
  const learner = await t.createUser({ name: '两段考生' })
  judgeCount += 1
  const phone = `1371000${String(judgeCount).padStart(4, '0')}`
  const judge = await t.createUser({ roles: ['judge'], phone })
  const id = await register(t, api, learner.token, exam.goods)
  await approveAndSendCards(t, admin, id, exam.goods.examSessionId!)
  await addJudge(t, admin, exam.goods.examSessionId!, phone)
  expectOk(await callApi(t.app, submitJudgeScore, { params: { id }, body: scoresOf(exam.setup, 50, 30), token: judge.token }))
  return { learner, judge, id }
}

async function answerRight(token: string, paperId: number, questions: TestQuestion[]) {
  const sheet = expectOk(await callApi(t.app, startAttempt, { params: { id: paperId }, token }))
  for (const q of questions) {
    const view = sheet.questions.find((v) => v.id === q.id)!
    const response = q.kind === 'short' ? ['热身、检查器械、保护者就位。'] : rightKeys(view, q)
    expectOk(await callApi(t.app, saveAnswer, { params: { id: sheet.id, questionId: q.id }, body: { response }, token }))
  }
  return sheet.id
}

/** The registration as stored: read straight from the table, since a learner's read would settle it itself. */
async function stored(id: number) {
  const [row] = await t.db.select().from(examRegistrations).where(eq(examRegistrations.id, id))
  const [certs] = await t.db.select({ n: count() }).from(certificates).where(eq(certificates.registrationId, id))
  return { status: row!.status, score: row!.score, theoryScore: row!.theoryScore, total: row!.total, certificates: certs!.n }
}

it('waits after judging, then settles when the last short answer of the theory exam is graded', async () => {
  const bank = await makeBank(t.db, 1)
  const questions = [...bank.formal, bank.short]
  const exam = await twoPartExam(questions, 8)
  const { learner, judge, id } = await judgedCandidate(exam)
  expect(await stored(id)).toMatchObject({ status: 'admit_card_sent', certificates: 0 })

  const attemptId = await answerRight(learner.token, exam.paperId, questions)
  expectOk(await callApi(t.app, submitAttempt, { params: { id: attemptId }, token: learner.token }))
  // The short answer still waits for a grade: no theory result yet, nothing settles.
  expect(await stored(id)).toMatchObject({ status: 'admit_card_sent', certificates: 0 })

  expectOk(await callApi(t.app, gradeShortAnswer, {
    params: { id: attemptId, questionId: bank.short.id }, body: { score: 6 }, token: judge.token
  }))
  expect(await stored(id)).toEqual({ status: 'passed', score: 90, theoryScore: 10, total: 114, certificates: 1 })

  // A retry of the hook (a redelivered announcement) and a second hand-in change nothing.
  const listener = settleOnTheory({ db: t.db, now: clock.now, log: t.app.log, config: t.config, jobs: noJobs, storage: t.storage, theoryResult: formalResultOf })
  await t.db.transaction((tx) => listener(tx, { userId: learner.id, goodsId: exam.goods.id }))
  expectOk(await callApi(t.app, submitAttempt, { params: { id: attemptId }, token: learner.token }))
  expect(await stored(id)).toEqual({ status: 'passed', score: 90, theoryScore: 10, total: 114, certificates: 1 })
})

it('settles a failed theory exam handed in by the deadline sweep while nobody is online', async () => {
  const bank = await makeBank(t.db, 1)
  const exam = await twoPartExam(bank.formal, 4, 60)
  const { learner, id } = await judgedCandidate(exam)
  const sheet = expectOk(await callApi(t.app, startAttempt, { params: { id: exam.paperId }, token: learner.token }))
  const listener = settleOnTheory({ db: t.db, now: clock.now, log: t.app.log, config: t.config, jobs: noJobs, storage: t.storage, theoryResult: formalResultOf })
  const sweeper = createExamSweeper({ db: t.db, now: clock.now, log: t.app.log, onFormalResult: listener })

  clock.advance(61_000)
  expect(await sweeper.tick()).toBe(1)
  const [attempt] = await t.db.select().from(examAttempts).where(and(eq(examAttempts.id, sheet.id)))
  expect(attempt).toMatchObject({ state: 'submitted', autoSubmitted: true, passed: false })
  expect(await stored(id)).toEqual({ status: 'failed', score: 80, theoryScore: 0, total: 104, certificates: 0 })
  expect(await sweeper.tick()).toBe(0)
  expect((await stored(id)).status).toBe('failed')
})

it('settles when the learner\'s own read after the deadline hands the theory exam in', async () => {
  const bank = await makeBank(t.db, 1)
  const exam = await twoPartExam(bank.formal, 4, 60)
  const { learner, id } = await judgedCandidate(exam)
  await answerRight(learner.token, exam.paperId, bank.formal)
  clock.advance(61_000)
  expect(await stored(id)).toMatchObject({ status: 'admit_card_sent', certificates: 0 })
  expectOk(await callApi(t.app, listHistory, { query: {}, token: learner.token }))
  expect(await stored(id)).toEqual({ status: 'passed', score: 84, theoryScore: 4, total: 104, certificates: 1 })
})

it('settles at the judge\'s submit when the theory result came first', async () => {
  const bank = await makeBank(t.db, 1)
  const exam = await twoPartExam(bank.formal, 4)
  const learner = await t.createUser({ name: '先考理论' })
  const id = await register(t, api, learner.token, exam.goods)
  await approveAndSendCards(t, admin, id, exam.goods.examSessionId!)
  const attemptId = await answerRight(learner.token, exam.paperId, bank.formal)
  expectOk(await callApi(t.app, submitAttempt, { params: { id: attemptId }, token: learner.token }))
  expect(await stored(id)).toMatchObject({ status: 'admit_card_sent', certificates: 0 })

  judgeCount += 1
  const phone = `1371000${String(judgeCount).padStart(4, '0')}`
  const judge = await t.createUser({ roles: ['judge'], phone })
  await addJudge(t, admin, exam.goods.examSessionId!, phone)
  expectOk(await callApi(t.app, submitJudgeScore, { params: { id }, body: scoresOf(exam.setup, 50, 30), token: judge.token }))
  expect(await stored(id)).toEqual({ status: 'passed', score: 84, theoryScore: 4, total: 104, certificates: 1 })
})
