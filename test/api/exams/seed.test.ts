// The exams demo seed: a bank of at least 200 questions in eight knowledge points, the demo learner's papers
// (quiz, mock, formal, class test, chapter challenge) with history and a wrong-answer book; seeding again adds nothing.
import { count } from 'drizzle-orm'
import { getWrongBook, listHistory, listPapers, startAttempt } from '@contract/exams/endpoints'
import { loginByPassword } from '@contract/identity/endpoints'
import { DEMO_PASSWORD, seedDemo, seedMissingDemoContent } from '../../../server/seed'
import { SEED_QUESTIONS } from '../../../server/seed/exams'
import { examQuestions } from '../../../server/src/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk } from '../helpers/api'
import { callApi } from '../helpers/contract'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp()
  await seedDemo(t.db)
  token = expectOk(await callApi(t.app, loginByPassword, { body: { phone: '13800000001', password: DEMO_PASSWORD } })).token
})
afterAll(() => t.close())

it('seeds a bank of at least 200 questions whose answers point at real options', async () => {
  const [row] = await t.db.select({ n: count() }).from(examQuestions)
  expect(row.n).toBeGreaterThanOrEqual(200)
  expect(new Set(SEED_QUESTIONS.map((q) => q.knowledgePoint)).size).toBe(8)
  for (const q of SEED_QUESTIONS) {
    if (q.kind === 'short') continue
    expect(q.answer.length).toBeGreaterThan(0)
    if (q.kind !== 'fill') expect(q.answer.every((a) => Number(a) < q.options.length)).toBe(true)
  }
  expect(await seedMissingDemoContent(t.db)).toBe(false)
})

it('gives the demo learner every mode, a history and a wrong-answer book', async () => {
  const papers = expectOk(await callApi(t.app, listPapers, { query: {}, token }))
  expect(new Set(papers.map((p) => p.mode))).toEqual(new Set(['quiz', 'mock', 'formal', 'challenge']))
  expect(papers.find((p) => p.classId !== null)).toBeDefined()
  const formal = papers.find((p) => p.mode === 'formal')!
  expect(formal).toMatchObject({ canStart: true, totalScore: 100, attempts: 0 })
  const history = expectOk(await callApi(t.app, listHistory, { query: {}, token }))
  expect(history.map((h) => h.mode).sort()).toEqual(['challenge', 'mock', 'quiz'])
  const book = expectOk(await callApi(t.app, getWrongBook, { token }))
  expect(book.length).toBeGreaterThanOrEqual(3)
  const sheet = expectOk(await callApi(t.app, startAttempt, { params: { id: formal.id }, token }))
  expect(sheet.questions).toHaveLength(formal.questionCount)
})
