// The back office's papers and results: fixed papers take questions of their mode's pool only (formal questions
// never in practice), rule papers are checked against the bank's stock, the pass mark against the total; a paper
// with attempts keeps its questions (copy it instead); results list each attempt with its candidate, score, times,
// auto-submit and leaves, and one attempt's answers. Only exam operators get in.
import { eq } from 'drizzle-orm'
import {
  copyPaper, createPaper, getAdminAttempt, getAdminPaper, listAdminAttempts, listAdminPapers, updatePaper
} from '@contract/exams/admin-endpoints'
import type { PaperInput } from '@contract/exams/admin-shapes'
import { recordLeave, saveAnswer, startAttempt, submitAttempt } from '@contract/exams/endpoints'
import { auditLog } from '../../../server/src/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal } from '../helpers/api'
import { grantOwned, makeGoods } from '../helpers/catalog-fixtures'
import { callApi, callApiRaw } from '../helpers/contract'
import { makeBank, rightKeys } from './fixtures'

let t: TestApp
let op: { token: string }
let goodsId: number
let bank: Awaited<ReturnType<typeof makeBank>>

const paper = (extra: Partial<PaperInput>): PaperInput => ({
  title: '后台试卷', description: '', mode: 'quiz', goodsId, questionIds: [], rules: [], durationMinutes: 30, passScore: 2, published: true, ...extra
})
const create = (body: PaperInput) => callApi(t.app, createPaper, { body, token: op.token })

beforeAll(async () => {
  t = await createTestApp()
  op = await t.createUser({ roles: ['admin'] })
  goodsId = await makeGoods(t.db, { kind: 'course', title: '后台组卷课程' })
  bank = await makeBank(t.db, 4)
})
afterAll(() => t.close())

it('builds a fixed paper of its pool only: formal questions never in practice, practice never in a formal exam', async () => {
  const made = expectOk(await create(paper({ questionIds: [bank.singles[0]!.id, bank.judge.id] })))
  expect(made).toMatchObject({ kind: 'fixed', questionCount: 2, totalScore: 4, durationMinutes: 30, goodsTitle: '后台组卷课程', attemptCount: 0 })
  expect(made.questions.map((q) => q.questionId)).toEqual([bank.singles[0]!.id, bank.judge.id])
  expectRefusal(await create(paper({ questionIds: [bank.formal[0]!.id] })), 'VALIDATION', /正式考试题目不能用于练习/)
  expectRefusal(await create(paper({ mode: 'formal', questionIds: [bank.singles[0]!.id] })), 'VALIDATION', /正式考试只能选正式题库/)
  expectRefusal(await create(paper({ questionIds: [999_999] })), 'VALIDATION', /不存在或已归档/)
  expectRefusal(await create(paper({ questionIds: [bank.judge.id], passScore: 3 })), 'VALIDATION', /及格分不能高于总分 2 分/)
  expectRefusal(await create(paper({ questionIds: [bank.judge.id], rules: [{ knowledgePoint: bank.knowledgePoint, kind: null, difficulty: null, count: 1 }] })), 'VALIDATION')
  expectRefusal(await create(paper({ goodsId: 999_999, questionIds: [bank.judge.id] })), 'VALIDATION', /所属商品不存在/)
})

it('checks a rule paper against the bank\'s usable questions of its pool', async () => {
  const kp = bank.knowledgePoint
  const made = expectOk(await create(paper({ mode: 'mock', rules: [{ knowledgePoint: kp, kind: 'single', difficulty: null, count: 4 }, { knowledgePoint: kp, kind: null, difficulty: 1, count: 3 }] })))
  expect(made).toMatchObject({ kind: 'rules', questionCount: 7, totalScore: 14, questions: [] })
  expectRefusal(await create(paper({ rules: [{ knowledgePoint: kp, kind: 'single', difficulty: null, count: 5 }] })), 'EXAM_RULES_SHORT', /需要5道题，练习题库中只有4道可用/)
  // Overlapping rules share their questions: 4 singles plus 4 of any kind need 8 of the 7 practice questions.
  expectRefusal(await create(paper({ rules: [{ knowledgePoint: kp, kind: 'single', difficulty: null, count: 4 }, { knowledgePoint: kp, kind: null, difficulty: null, count: 4 }] })), 'EXAM_RULES_SHORT', /第2条规则/)
  expectRefusal(await create(paper({ mode: 'formal', rules: [{ knowledgePoint: kp, kind: 'single', difficulty: null, count: 3 }] })), 'EXAM_RULES_SHORT', /正式题库中只有2道/)
  const formal = expectOk(await create(paper({ mode: 'formal', title: '后台正式考试', rules: [{ knowledgePoint: kp, kind: null, difficulty: null, count: 3 }], passScore: 10 })))
  expect(formal).toMatchObject({ questionCount: 3, mode: 'formal' })
  const formals = expectOk(await callApi(t.app, listAdminPapers, { query: { mode: 'formal' }, token: op.token }))
  expect(formals.list.map((p) => p.title)).toEqual(['后台正式考试'])
})

it('keeps the questions of a paper with attempts, lets the rest change, copies it, and shows the results', async () => {
  const learner = await t.createUser({ name: '后台考生', phone: '13900001111' })
  await grantOwned(t.db, learner.id, goodsId)
  const q1 = bank.singles[1]!
  const made = expectOk(await create(paper({ title: '有答卷的试卷', questionIds: [q1.id, bank.fill.id] })))
  const sheet = expectOk(await callApi(t.app, startAttempt, { params: { id: made.id }, token: learner.token }))
  const view = sheet.questions.find((v) => v.id === q1.id)!
  expectOk(await callApi(t.app, saveAnswer, { params: { id: sheet.id, questionId: q1.id }, body: { response: rightKeys(view, q1) }, token: learner.token }))
  expectOk(await callApi(t.app, recordLeave, { params: { id: sheet.id }, body: { source: 'visibility' }, token: learner.token }))
  expectOk(await callApi(t.app, submitAttempt, { params: { id: sheet.id }, token: learner.token }))

  const body = paper({ title: '有答卷的试卷', questionIds: [q1.id, bank.fill.id] })
  expectRefusal(await callApi(t.app, updatePaper, { params: { id: made.id }, body: { ...body, questionIds: [q1.id] }, token: op.token }), 'EXAM_PAPER_LOCKED', /复制后修改/)
  expectRefusal(await callApi(t.app, updatePaper, { params: { id: made.id }, body: { ...body, mode: 'mock' }, token: op.token }), 'EXAM_PAPER_LOCKED')
  const renamed = expectOk(await callApi(t.app, updatePaper, { params: { id: made.id }, body: { ...body, title: '有答卷的试卷（改名）', durationMinutes: 45 }, token: op.token }))
  expect(renamed).toMatchObject({ title: '有答卷的试卷（改名）', durationMinutes: 45, attemptCount: 1, questionCount: 2 })

  const copy = expectOk(await callApi(t.app, copyPaper, { params: { id: made.id }, token: op.token }))
  expect(copy).toMatchObject({ title: '有答卷的试卷（改名）（副本）', published: false, attemptCount: 0 })
  expect(copy.questions.map((q) => q.questionId)).toEqual([q1.id, bank.fill.id])
  const changed = expectOk(await callApi(t.app, updatePaper, { params: { id: copy.id }, body: { ...body, questionIds: [q1.id] }, token: op.token }))
  expect(changed.questionCount).toBe(1)
  const actions = (await t.db.select().from(auditLog).where(eq(auditLog.resource, 'exam_paper'))).map((a) => a.action)
  expect(actions).toEqual(expect.arrayContaining(['examPaper.create', 'examPaper.update', 'examPaper.copy']))

  const results = expectOk(await callApi(t.app, listAdminAttempts, { query: { paperId: made.id }, token: op.token }))
  expect(results.list).toEqual([expect.objectContaining({
    id: sheet.id, candidateName: '后台考生', phone: '13900001111', mode: 'quiz', state: 'submitted', score: 2, totalScore: 4,
    passed: true, autoSubmitted: false, leaveCount: 1
  })])
  expect(expectOk(await callApi(t.app, listAdminAttempts, { query: { phone: '13900001111' }, token: op.token })).total).toBe(1)
  const detail = expectOk(await callApi(t.app, getAdminAttempt, { params: { id: sheet.id }, token: op.token }))
  // In the attempt's own (shuffled) order.
  expect(detail.answers.map((a) => a.questionId)).toEqual(sheet.questions.map((q) => q.id))
  expect(detail.answers).toEqual(expect.arrayContaining([
    expect.objectContaining({ questionId: q1.id, correctAnswer: ['B'], response: ['B'], correct: true, earned: 2 }),
    expect.objectContaining({ questionId: bank.fill.id, correctAnswer: ['肌腱'], response: [], correct: false, earned: 0 })
  ]))
  expect(detail.leaves).toEqual([{ source: 'visibility', at: expect.any(String) }])
  expect(expectOk(await callApi(t.app, getAdminPaper, { params: { id: made.id }, token: op.token })).attemptCount).toBe(1)
})

it('refuses learners and operators without the exams area', async () => {
  const learner = await t.createUser({ name: '学员丙' })
  const finance = await t.createUser({ roles: ['finance'] })
  const academic = await t.createUser({ roles: ['academic'] })
  expect((await callApiRaw(t.app, listAdminAttempts, { token: learner.token })).statusCode).toBe(403)
  expect((await callApiRaw(t.app, listAdminPapers, { token: finance.token })).statusCode).toBe(403)
  expect((await callApiRaw(t.app, createPaper, { body: paper({ questionIds: [bank.judge.id] }), token: finance.token })).statusCode).toBe(403)
  expect((await callApiRaw(t.app, listAdminPapers, { token: academic.token })).statusCode).toBe(200)
})
