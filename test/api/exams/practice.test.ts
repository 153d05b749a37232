// The wrong-answer book (pages/course/exam/historyDetail): wrong practice answers go in grouped by knowledge point,
// formal questions never do, practice comes due first, and right twice in a row takes a question out. Also the
// chapter challenge's leaderboard and the history list.
import { answerPractice, getLeaderboard, getWrongBook, listHistory, saveAnswer, startAttempt, submitAttempt, wrongBookPractice } from '@contract/exams/endpoints'
import type { AttemptSheet } from '@contract/exams/shapes'
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
let classmate: User

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  goodsId = await makeGoods(t.db, { title: '错题课程' })
  bank = await makeBank(t.db, 3)
  ;[learner, classmate] = [await t.createUser({ name: '学员甲' }), await t.createUser({ name: '学员乙' })]
  for (const u of [learner, classmate]) await grantOwned(t.db, u.id, goodsId)
})
afterAll(() => t.close())

const viewOf = (s: AttemptSheet, q: TestQuestion) => s.questions.find((v) => v.id === q.id)!

/** Takes a paper, answering `wrong` questions wrong and the rest right. */
async function take(u: User, paperId: number, questions: TestQuestion[], wrong: TestQuestion[]) {
  const s = expectOk(await callApi(t.app, startAttempt, { params: { id: paperId }, token: u.token }))
  for (const q of questions) {
    const response = wrong.includes(q) ? wrongKeys(viewOf(s, q), q) : rightKeys(viewOf(s, q), q)
    expectOk(await callApi(t.app, saveAnswer, { params: { id: s.id, questionId: q.id }, body: { response }, token: u.token }))
  }
  clock.advance(20_000)
  return expectOk(await callApi(t.app, submitAttempt, { params: { id: s.id }, token: u.token }))
}

const book = async (u: User) => expectOk(await callApi(t.app, getWrongBook, { token: u.token }))
const practise = (u: User, q: TestQuestion, keys: string[]) =>
  callApi(t.app, answerPractice, { params: { questionId: q.id }, body: { response: keys }, token: u.token })

describe('wrong-answer book', () => {
  it('collects wrong practice answers by knowledge point, never formal ones', async () => {
    const mock = await makePaper(t.db, { mode: 'mock', goodsId, questions: [...bank.singles, bank.judge, bank.fill] })
    await take(learner, mock, [...bank.singles, bank.judge, bank.fill], [bank.singles[0], bank.fill])
    const formal = await makePaper(t.db, { mode: 'formal', goodsId, questions: bank.formal })
    await take(learner, formal, bank.formal, bank.formal)
    const groups = await book(learner)
    expect(groups).toHaveLength(1)
    expect(groups[0].knowledgePoint).toBe(bank.knowledgePoint)
    expect(groups[0].items.map((i) => i.questionId).sort()).toEqual([bank.singles[0].id, bank.fill.id].sort())
    const practice = expectOk(await callApi(t.app, wrongBookPractice, { token: learner.token }))
    expect(practice.map((q) => q.id).sort()).toEqual([bank.singles[0].id, bank.fill.id].sort())
    expect(await book(classmate)).toEqual([])
  })

  it('takes a question out after two right answers in a row, a wrong one resets the run', async () => {
    const q = bank.singles[0]
    const view = async () => expectOk(await callApi(t.app, wrongBookPractice, { token: learner.token })).find((v) => v.id === q.id)!
    const right = rightKeys(await view(), q)
    const wrong = wrongKeys(await view(), q)
    expect(expectOk(await practise(learner, q, right))).toMatchObject({ correct: true, streak: 1, cleared: false })
    // Spaced: the question answered right comes after the one still due.
    expect(expectOk(await callApi(t.app, wrongBookPractice, { token: learner.token }))[0].id).toBe(bank.fill.id)
    expect(expectOk(await practise(learner, q, wrong))).toMatchObject({ correct: false, streak: 0, cleared: false })
    expectOk(await practise(learner, q, right))
    const last = expectOk(await practise(learner, q, right))
    expect(last).toMatchObject({ correct: true, streak: 2, cleared: true, explanation: expect.stringContaining('解析') })
    const items = (await book(learner)).flatMap((g) => g.items.map((i) => i.questionId))
    expect(items).toEqual([bank.fill.id])
    expectRefusal(await practise(learner, q, right), 'NOT_FOUND')
  })

  it('accepts a fill-in answer whatever its spacing', async () => {
    expect(expectOk(await practise(learner, bank.fill, [' 肌 腱 ']))).toMatchObject({ correct: true, streak: 1 })
  })
})

describe('chapter challenge and history', () => {
  it('ranks the best attempt of each learner, higher score and then faster first', async () => {
    const paperId = await makePaper(t.db, { mode: 'challenge', goodsId, questions: bank.singles })
    await take(learner, paperId, bank.singles, [bank.singles[0]])
    await take(classmate, paperId, bank.singles, [])
    await take(learner, paperId, bank.singles, [bank.singles[0], bank.singles[1]])
    const board = expectOk(await callApi(t.app, getLeaderboard, { params: { id: paperId }, token: learner.token }))
    expect(board.map((e) => [e.rank, e.name, e.score, e.isMe])).toEqual([[1, '学员乙', 6, false], [2, '学员甲', 4, true]])
    const mock = await makePaper(t.db, { mode: 'mock', goodsId, questions: bank.singles })
    expectRefusal(await callApi(t.app, getLeaderboard, { params: { id: mock }, token: learner.token }), 'NOT_FOUND')
  })

  it('lists handed-in attempts newest first, by mode', async () => {
    const all = expectOk(await callApi(t.app, listHistory, { query: {}, token: learner.token }))
    expect(all.length).toBeGreaterThanOrEqual(4)
    expect(all.every((a) => a.state === 'submitted')).toBe(true)
    const challenges = expectOk(await callApi(t.app, listHistory, { query: { mode: 'challenge' }, token: learner.token }))
    expect(challenges.map((a) => a.score)).toEqual([2, 4])
  })
})
