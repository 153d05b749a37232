// The back office's question bank: filters and paging, per-kind checks on the server, an answered question keeps
// its kind, options and answer, removal archives a question a paper or an attempt uses (archived ones are never
// drawn), every write audited; only exam operators (academic, admin) get in.
import { eq } from 'drizzle-orm'
import {
  createQuestion, getAdminQuestion, getBankStock, listAdminQuestions, removeQuestion, updateQuestion
} from '@contract/exams/admin-endpoints'
import type { QuestionInput } from '@contract/exams/admin-shapes'
import { saveAnswer, startAttempt } from '@contract/exams/endpoints'
import { auditLog } from '../../../server/src/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal } from '../helpers/api'
import { grantOwned, makeGoods } from '../helpers/catalog-fixtures'
import { callApi, callApiRaw } from '../helpers/contract'
import { makePaper } from './fixtures'

let t: TestApp
let op: { id: number; token: string }
const KP = '后台题库测试'

const single = (stem: string, extra: Partial<QuestionInput> = {}): QuestionInput => ({
  kind: 'single', pool: 'practice', stem, options: ['甲', '乙', '丙'], answer: ['1'], knowledgePoint: KP, difficulty: 2,
  explanation: '乙是对的。', score: 3, ...extra
})
const create = (body: QuestionInput) => callApi(t.app, createQuestion, { body, token: op.token })

beforeAll(async () => {
  t = await createTestApp()
  op = await t.createUser({ roles: ['academic'] })
})
afterAll(() => t.close())

it('creates questions of every kind and finds them by kind, knowledge point, difficulty and text, paged', async () => {
  const made = expectOk(await create(single('后台：选择题一')))
  expect(made).toMatchObject({ kind: 'single', options: ['甲', '乙', '丙'], answer: ['1'], archived: false, paperCount: 0, answerCount: 0 })
  expectOk(await create({ ...single('后台：判断题一'), kind: 'judge', options: [], answer: ['1'], difficulty: 1 }))
  expectOk(await create({ ...single('后台：填空题一'), kind: 'fill', options: [], answer: ['核心'] }))
  expectOk(await create({ ...single('后台：简答题 100%_'), kind: 'short', options: [], answer: [], pool: 'formal' }))
  const q = async (query: object) => expectOk(await callApi(t.app, listAdminQuestions, { query: { knowledgePoint: KP, ...query }, token: op.token }))
  expect((await q({})).total).toBe(4)
  expect((await q({ kind: 'judge' })).list.map((x) => x.stem)).toEqual(['后台：判断题一'])
  expect((await q({ kind: 'judge' })).list[0]!.options).toEqual(['正确', '错误'])
  expect((await q({ difficulty: 1 })).total).toBe(1)
  expect((await q({ q: '100%_' })).list.map((x) => x.kind)).toEqual(['short'])
  expect((await q({ q: '%' })).total).toBe(1)
  const page2 = await q({ page: 2, size: 3 })
  expect(page2).toMatchObject({ total: 4, page: 2, size: 3 })
  expect(page2.list).toHaveLength(1)
  expect(expectOk(await callApi(t.app, getAdminQuestion, { params: { id: made.id }, token: op.token })).explanation).toBe('乙是对的。')
  const stock = expectOk(await callApi(t.app, getBankStock, { token: op.token }))
  expect(stock).toContainEqual({ pool: 'practice', knowledgePoint: KP, kind: 'single', difficulty: 2, count: 1 })
})

it('checks each kind\'s options and answers on the server, naming the field', async () => {
  const refuse = async (body: QuestionInput, field: string, reason: RegExp) => {
    const res = expectRefusal(await create(body), 'VALIDATION')
    expect(JSON.stringify(res)).toMatch(field)
    expect(JSON.stringify(res)).toMatch(reason)
  }
  await refuse(single('x', { options: ['甲'] }), 'options', /至少需要2个选项/)
  await refuse(single('x', { answer: ['0', '1'] }), 'answer', /有且只有1个/)
  await refuse(single('x', { answer: ['5'] }), 'answer', /已有的选项/)
  await refuse(single('x', { kind: 'multiple', answer: ['0'] }), 'answer', /至少需要2个正确答案/)
  await refuse(single('x', { options: ['甲', '甲'] }), 'options', /不能重复/)
  await refuse(single('x', { kind: 'judge', options: [], answer: ['2'] }), 'answer', /判断题/)
  await refuse(single('x', { kind: 'fill', options: [], answer: [] }), 'answer', /填空题/)
  await refuse(single('x', { kind: 'short', options: [], answer: ['标准答案'] }), 'answer', /简答题/)
  await refuse(single('x', { difficulty: 4 }), 'difficulty', /难度/)
  await refuse(single(''), 'stem', /题干/)
})

it('edits a question with an audit entry; once answered its kind, options and answer stay', async () => {
  const goodsId = await makeGoods(t.db, { kind: 'course', title: '题库测试课' })
  const learner = await t.createUser({ name: '学员甲' })
  await grantOwned(t.db, learner.id, goodsId)
  const q = expectOk(await create(single('后台：会被作答的题')))
  const edited = expectOk(await callApi(t.app, updateQuestion, { params: { id: q.id }, body: single('后台：会被作答的题（改）', { answer: ['2'] }), token: op.token }))
  expect(edited).toMatchObject({ stem: '后台：会被作答的题（改）', answer: ['2'] })
  const paperId = await makePaper(t.db, { mode: 'quiz', goodsId, questions: [{ id: q.id, kind: 'single', pool: 'practice', options: [], right: [] }] })
  const sheet = expectOk(await callApi(t.app, startAttempt, { params: { id: paperId }, token: learner.token }))
  expectOk(await callApi(t.app, saveAnswer, { params: { id: sheet.id, questionId: q.id }, body: { response: ['A'] }, token: learner.token }))
  expectRefusal(await callApi(t.app, updateQuestion, { params: { id: q.id }, body: single('后台：会被作答的题（改）', { answer: ['0'] }), token: op.token }), 'EXAM_QUESTION_IN_USE')
  const typo = expectOk(await callApi(t.app, updateQuestion, {
    params: { id: q.id }, body: single('后台：会被作答的题（再改）', { answer: ['2'], explanation: '新解析' }), token: op.token
  }))
  expect(typo).toMatchObject({ explanation: '新解析', answerCount: 1, paperCount: 1 })
  const actions = (await t.db.select().from(auditLog).where(eq(auditLog.resourceId, String(q.id)))).map((a) => a.action)
  expect(actions).toEqual(expect.arrayContaining(['examQuestion.create', 'examQuestion.update']))

  // Used by a paper and an attempt: archived, not deleted, and out of the default list.
  expect(expectOk(await callApi(t.app, removeQuestion, { params: { id: q.id }, token: op.token }))).toEqual({ id: q.id, outcome: 'archived' })
  const listed = expectOk(await callApi(t.app, listAdminQuestions, { query: { q: '再改' }, token: op.token }))
  expect(listed.total).toBe(0)
  const archived = expectOk(await callApi(t.app, listAdminQuestions, { query: { q: '再改', archived: true }, token: op.token }))
  expect(archived.list.map((x) => x.id)).toEqual([q.id])
})

it('deletes an unused question outright, and archived questions are never drawn', async () => {
  const unused = expectOk(await create(single('后台：没人用的题')))
  expect(expectOk(await callApi(t.app, removeQuestion, { params: { id: unused.id }, token: op.token }))).toEqual({ id: unused.id, outcome: 'deleted' })
  expectRefusal(await callApi(t.app, getAdminQuestion, { params: { id: unused.id }, token: op.token }), 'NOT_FOUND')
  const stock = expectOk(await callApi(t.app, getBankStock, { token: op.token }))
  expect(stock.filter((s) => s.knowledgePoint === KP && s.kind === 'single' && s.pool === 'practice')).toEqual([
    { pool: 'practice', knowledgePoint: KP, kind: 'single', difficulty: 2, count: 1 }
  ])
})

it('refuses learners and operators without the exams area', async () => {
  const learner = await t.createUser({ name: '学员乙' })
  const content = await t.createUser({ roles: ['content'] })
  const finance = await t.createUser({ roles: ['finance'] })
  const admin = await t.createUser({ roles: ['admin'] })
  expect((await callApiRaw(t.app, listAdminQuestions, { token: learner.token })).statusCode).toBe(403)
  expect((await callApiRaw(t.app, listAdminQuestions, { token: content.token })).statusCode).toBe(403)
  expect((await callApiRaw(t.app, createQuestion, { body: single('越权'), token: finance.token })).statusCode).toBe(403)
  expect((await callApiRaw(t.app, listAdminQuestions, { token: admin.token })).statusCode).toBe(200)
})
