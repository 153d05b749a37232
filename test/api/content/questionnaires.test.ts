// Questionnaires learners take (/api/questionnaires*): the demo seed (once), the open list with the learner's
// submitted marks, visibility (drafts, schedules and closed ones), one questionnaire, and submitting: sign-in,
// every kind's answer rules, required questions, unknown questions, once per user even under parallel submits.
import { eq } from 'drizzle-orm'
import { SEED_QUESTIONNAIRES, seedDemoQuestionnaires } from '../../../server/seed'
import { questionnaireQuestions, questionnaireResponses, questionnaires } from '../../../server/src/db/schema'
import type { ErrorCode } from '@contract/errors'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { getQuestionnaire, listQuestionnaires, submitQuestionnaire } from '@contract/content/questionnaire-endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

const clock = testClock()
let t: TestApp
const HOUR = 3_600_000

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  expect(await seedDemoQuestionnaires(t.db, clock.now())).toBe(true)
  expect(await seedDemoQuestionnaires(t.db, clock.now())).toBe(false)
})
afterAll(() => t.close())

type Kind = 'single' | 'multiple' | 'rating' | 'text'
interface Spec { kind: Kind; title?: string; required?: boolean; options?: string[]; ratingMax?: number }

/** A questionnaire written straight into the tables; published now unless told otherwise. */
async function addQuestionnaire(values: { title: string; published?: boolean; publishAt?: Date; closesAt?: Date; questions?: Spec[] }) {
  const { questions = [{ kind: 'single', options: ['是', '否'] }], ...rest } = values
  const [row] = await t.db.insert(questionnaires).values({ published: true, sort: 100, ...rest }).returning()
  const ids = await t.db.insert(questionnaireQuestions).values(questions.map((q, i) => ({
    questionnaireId: row.id, sort: i, kind: q.kind, title: q.title ?? `题目${i + 1}`, required: q.required ?? true,
    options: q.options ?? [], ratingMax: q.kind === 'rating' ? (q.ratingMax ?? 5) : null
  }))).returning({ id: questionnaireQuestions.id })
  return { id: row.id, questionIds: ids.map((q) => q.id) }
}

const openTitles = async (token?: string) =>
  expectOk(await callApi(t.app, listQuestionnaires, { query: { size: 50 }, token })).list.map((q: any) => q.title)
const submit = (id: number, answers: object[], token?: string) => callApiRaw(t.app, submitQuestionnaire, { params: { id }, body: { answers }, token })

describe('reading', () => {
  it('seeds at least two published questionnaires with all four kinds, once', async () => {
    expect(SEED_QUESTIONNAIRES.length).toBeGreaterThanOrEqual(2)
    const kinds = new Set(SEED_QUESTIONNAIRES[0].questions.map((q) => q.kind))
    expect([...kinds].sort()).toEqual(['multiple', 'rating', 'single', 'text'])
    expect(await t.db.select().from(questionnaires)).toHaveLength(SEED_QUESTIONNAIRES.length)
    expect(await openTitles()).toEqual(SEED_QUESTIONNAIRES.map((q) => q.title))
  })

  it('pages the open questionnaires by sort then newest, with their question counts', async () => {
    const first = expectOk(await callApi(t.app, listQuestionnaires, { query: { size: 1 } }))
    expect(first).toMatchObject({ total: 2, page: 1, size: 1 })
    expect(first.list[0]).toEqual({
      id: expect.any(Number), title: '课程满意度调查', description: expect.stringContaining('绿动'), closesAt: null,
      questionCount: SEED_QUESTIONNAIRES[0].questions.length, submitted: false
    })
    const second = expectOk(await callApi(t.app, listQuestionnaires, { query: { size: 1, page: 2 } }))
    expect(second.list[0]).toMatchObject({ title: '健身学习需求调查', closesAt: expect.any(String) })
    expect(expectOk(await callApi(t.app, listQuestionnaires, { query: { page: 9 } })).list).toEqual([])
    expectRefusal(await callApi(t.app, listQuestionnaires, { query: { size: 51 } }), 'VALIDATION', '每页条数')
  })

  it('answers one questionnaire with its questions in order', async () => {
    const { list } = expectOk(await callApi(t.app, listQuestionnaires, { query: { size: 1 } }))
    const detail = expectOk(await callApi(t.app, getQuestionnaire, { params: { id: list[0].id } }))
    expect(detail).toMatchObject({ title: '课程满意度调查', closed: false, submitted: false, submittedAt: null })
    expect(detail.questions.map((q: any) => q.title)).toEqual(SEED_QUESTIONNAIRES[0].questions.map((q) => q.title))
    expect(detail.questions[0]).toEqual({ id: expect.any(Number), kind: 'single', title: expect.any(String), required: true, options: expect.any(Array), ratingMax: null })
    expect(detail.questions.find((q: any) => q.kind === 'rating')).toMatchObject({ options: [], ratingMax: 5 })
    expect(detail.questions.at(-1)).toMatchObject({ kind: 'text', required: false })
  })

  it('hides drafts and schedules until their time, everywhere, and refuses them alike', async () => {
    const draft = await addQuestionnaire({ title: '草稿问卷', published: false })
    const later = await addQuestionnaire({ title: '定时问卷', publishAt: new Date(clock.now().getTime() + HOUR) })
    expect(await openTitles()).not.toContain('草稿问卷')
    expect(await openTitles()).not.toContain('定时问卷')
    for (const id of [draft.id, later.id, 999999]) {
      expectRefusal(await callApi(t.app, getQuestionnaire, { params: { id } }), 'NOT_FOUND', '问卷不存在')
    }
    const user = await t.createUser()
    expectRefusal(await submit(draft.id, [{ questionId: draft.questionIds[0], options: [0] }], user.token), 'NOT_FOUND')
    clock.advance(HOUR)
    expect(await openTitles()).toContain('定时问卷')
    expect(expectOk(await callApi(t.app, getQuestionnaire, { params: { id: later.id } })).title).toBe('定时问卷')
  })

  it('drops a closed questionnaire from the list, shows it marked closed, and refuses answers', async () => {
    const q = await addQuestionnaire({ title: '将截止问卷', closesAt: new Date(clock.now().getTime() + HOUR) })
    expect(await openTitles()).toContain('将截止问卷')
    clock.advance(HOUR)
    expect(await openTitles()).not.toContain('将截止问卷')
    expect(expectOk(await callApi(t.app, getQuestionnaire, { params: { id: q.id } })).closed).toBe(true)
    const user = await t.createUser()
    expectRefusal(await submit(q.id, [{ questionId: q.questionIds[0], options: [0] }], user.token), 'QUESTIONNAIRE_CLOSED', '已截止')
  })

  it('refuses bad ids and lets anonymous reads be cached, never signed-in ones', async () => {
    expectRefusal(await callApi(t.app, getQuestionnaire, { params: { id: 'abc' } }), 'VALIDATION', '问卷编号')
    expect((await callApiRaw(t.app, listQuestionnaires)).headers['cache-control']).toBeUndefined()
    const user = await t.createUser()
    expect((await callApiRaw(t.app, listQuestionnaires, { token: user.token })).headers['cache-control']).toBe('no-store')
  })
})

describe('submitting', () => {
  let q: { id: number; questionIds: number[] }
  let single: number, multiple: number, rating: number, text: number, optional: number
  beforeAll(async () => {
    q = await addQuestionnaire({
      title: '规则问卷',
      questions: [
        { kind: 'single', options: ['甲', '乙', '丙'] },
        { kind: 'multiple', options: ['一', '二', '三', '四'] },
        { kind: 'rating', ratingMax: 4 },
        { kind: 'text', title: '建议' },
        { kind: 'multiple', options: ['可', '选'], required: false }
      ]
    })
    ;[single, multiple, rating, text, optional] = q.questionIds
  })
  const valid = () => [
    { questionId: single, options: [1] }, { questionId: multiple, options: [0, 3] },
    { questionId: rating, score: 4 }, { questionId: text, text: '  多安排实操  ' }
  ]
  const replace = (questionId: number, answer: object) => valid().map((a) => (a.questionId === questionId ? { questionId, ...answer } : a))

  it('needs sign-in (401)', async () => {
    const res = await submit(q.id, valid())
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ status: 0, code: 'UNAUTHENTICATED' })
  })

  it('refuses an answer that does not fit its kind, naming the question', async () => {
    const { token } = await t.createUser()
    const cases: [object[], ErrorCode, RegExp][] = [
      [replace(single, { options: [3] }), 'QUESTIONNAIRE_ANSWER_INVALID', /第1题.*选项不存在/],
      [replace(single, { options: [-1] }), 'VALIDATION', /选项/],
      [replace(single, { options: [0, 1] }), 'QUESTIONNAIRE_ANSWER_INVALID', /第1题.*只选择一项/],
      [replace(multiple, { options: [1, 1] }), 'QUESTIONNAIRE_ANSWER_INVALID', /第2题.*不能重复/],
      [replace(multiple, { options: [4] }), 'QUESTIONNAIRE_ANSWER_INVALID', /第2题.*选项不存在/],
      [replace(rating, { score: 5 }), 'QUESTIONNAIRE_ANSWER_INVALID', /第3题.*1到4分/],
      [replace(rating, { score: 0 }), 'QUESTIONNAIRE_ANSWER_INVALID', /第3题.*1到4分/],
      [replace(rating, { score: 2.5 }), 'VALIDATION', /评分/],
      [replace(rating, { text: '四分' }), 'QUESTIONNAIRE_ANSWER_INVALID', /第3题.*应为评分/],
      [replace(text, { text: '长'.repeat(501) }), 'QUESTIONNAIRE_ANSWER_INVALID', /第4题.*500个字/],
      [replace(single, { options: [0], score: 1 }), 'QUESTIONNAIRE_ANSWER_INVALID', /第1题/],
      [[...valid(), { questionId: 999999, options: [0] }], 'QUESTIONNAIRE_ANSWER_INVALID', /刷新/],
      [[...valid(), { questionId: single, options: [0] }], 'QUESTIONNAIRE_ANSWER_INVALID', /只能作答一次/],
      [valid().map((a) => ({ ...a, extra: 1 })), 'VALIDATION', /不支持的参数/]
    ]
    for (const [answers, code, message] of cases) expectRefusal(await submit(q.id, answers, token), code, message)
    expect(await t.db.select().from(questionnaireResponses).where(eq(questionnaireResponses.questionnaireId, q.id))).toEqual([])
  })

  it('refuses a blank required question and accepts a blank optional one', async () => {
    const { token } = await t.createUser()
    expectRefusal(await submit(q.id, valid().filter((a) => a.questionId !== rating), token), 'QUESTIONNAIRE_ANSWER_REQUIRED', '第3题')
    expectRefusal(await submit(q.id, replace(text, { text: '   ' }), token), 'QUESTIONNAIRE_ANSWER_REQUIRED', /第4题「建议」为必答题/)
    expectRefusal(await submit(q.id, replace(multiple, { options: [] }), token), 'QUESTIONNAIRE_ANSWER_REQUIRED', '第2题')
    const done = expectOk<any>(await submit(q.id, [...valid(), { questionId: optional, options: [] }], token))
    expect(done.submittedAt).toBe(clock.now().toISOString())
  })

  it('stores the answers trimmed, and marks the questionnaire submitted for that learner only', async () => {
    const user = await t.createUser()
    expectOk(await submit(q.id, [...valid(), { questionId: optional, options: [1] }], user.token))
    const [row] = await t.db.select().from(questionnaireResponses).where(eq(questionnaireResponses.userId, user.id))
    expect(row.answers).toEqual({ [single]: [1], [multiple]: [0, 3], [rating]: 4, [text]: '多安排实操', [optional]: [1] })
    const mine = expectOk(await callApi(t.app, getQuestionnaire, { params: { id: q.id }, token: user.token }))
    expect(mine).toMatchObject({ submitted: true, submittedAt: clock.now().toISOString() })
    const listed = expectOk(await callApi(t.app, listQuestionnaires, { query: { size: 50 }, token: user.token })).list
    expect(listed.find((x) => x.id === q.id)!.submitted).toBe(true)
    const other = await t.createUser()
    expect(expectOk(await callApi(t.app, getQuestionnaire, { params: { id: q.id }, token: other.token })).submitted).toBe(false)
  })

  it('takes one submission per user: a second is refused with a clear code', async () => {
    const { token } = await t.createUser()
    expectOk(await submit(q.id, valid(), token))
    expectRefusal(await submit(q.id, valid(), token), 'QUESTIONNAIRE_ALREADY_SUBMITTED', '只能提交一次')
  })

  it('stores exactly one of N parallel submits by one user and refuses the others', async () => {
    const user = await t.createUser()
    const answers = await Promise.all(Array.from({ length: 8 }, () => submit(q.id, valid(), user.token)))
    const bodies = answers.map((res) => res.json())
    expect(bodies.filter((b) => b.status === 1)).toHaveLength(1)
    expect(bodies.filter((b) => b.status === 0).map((b) => b.code)).toEqual(Array(7).fill('QUESTIONNAIRE_ALREADY_SUBMITTED'))
    const rows = await t.db.select().from(questionnaireResponses).where(eq(questionnaireResponses.userId, user.id))
    expect(rows).toHaveLength(1)
  })
})
