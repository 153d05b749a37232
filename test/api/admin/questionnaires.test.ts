// The back office's questionnaires (/api/admin/questionnaires*): access, writing (validation per kind, the field
// and question named), publish now or scheduled, unpublish, list filters and paging, questions frozen once answered
// (title, description, close time still editable), results figures, text answers paged, responses for the export
// with the phone masked, and an audit row for every write.
import { auditLog } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, freshPhone, testClock } from '../helpers/api'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { listQuestionnaires, submitQuestionnaire } from '@contract/content/questionnaire-endpoints'
import { callApi, callApiRaw } from '../helpers/contract'
import type { AdminQuestionnaireCreateInput, QuestionInput } from '@contract/content/questionnaire-shapes'
import { createAdminQuestionnaire, getAdminQuestionnaire, getQuestionnaireResults, listAdminQuestionnaires, listQuestionnaireResponses, listQuestionnaireTextAnswers, publishAdminQuestionnaire, unpublishAdminQuestionnaire, updateAdminQuestionnaire } from '@contract/content/questionnaire-admin-endpoints'

const clock = testClock()
let t: TestApp
let editor: { id: number; token: string }
let finance: string
const HOUR = 3_600_000

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  editor = await t.createUser({ roles: ['content'], name: '内容小王' })
  finance = (await t.createUser({ roles: ['finance'] })).token
})
afterAll(() => t.close())

const publicTitles = async () => expectOk(await callApi(t.app, listQuestionnaires, { query: { size: 50 } })).list.map((q: any) => q.title)

const QUESTIONS: QuestionInput[] = [
  { kind: 'single', title: '你是哪类学员？', options: ['在职教练', '爱好者'] },
  { kind: 'multiple', title: '想学什么？', options: ['增肌', '减脂', '普拉提'], required: false },
  { kind: 'rating', title: '满意度' },
  { kind: 'text', title: '建议', required: false }
]
const input = (extra: Partial<AdminQuestionnaireCreateInput> = {}): AdminQuestionnaireCreateInput => ({ title: '满意度调查', description: '请花两分钟', questions: QUESTIONS, ...extra })

async function respond(id: number, answers: (ids: number[]) => object[]) {
  const detail = await expectOk<any>(await callApi(t.app, getAdminQuestionnaire, { params: { id: id }, token: editor.token }))
  const learner = await t.createUser({ phone: freshPhone(), name: '学员' })
  expectOk<any>(await callApiRaw(t.app, submitQuestionnaire, { params: { id: id }, body: { answers: answers(detail.questions.map((q: any) => q.id)) }, token: learner.token }))
}

it('refuses without a token (401) and outside the content area (403)', async () => {
  expect((await callApiRaw(t.app, listAdminQuestionnaires)).statusCode).toBe(401)
  expect((await callApiRaw(t.app, listAdminQuestionnaires, { token: finance })).statusCode).toBe(403)
  expect((await callApiRaw(t.app, createAdminQuestionnaire, { body: input(), token: finance })).statusCode).toBe(403)
})

describe('writing', () => {
  it('writes a draft with its questions in order, hidden from learners', async () => {
    const q = await expectOk<any>(await callApi(t.app, createAdminQuestionnaire, { body: input({ title: '  满意度调查 ', closesAt: new Date(clock.now().getTime() + 48 * HOUR).toISOString() }), token: editor.token }))
    expect(q).toMatchObject({ title: '满意度调查', description: '请花两分钟', state: 'draft', questionCount: 4, responseCount: 0, closed: false, sort: 0 })
    expect(q.questions.map((x: any) => [x.kind, x.required, x.options.length, x.ratingMax])).toEqual([
      ['single', true, 2, null], ['multiple', false, 3, null], ['rating', true, 0, 5], ['text', false, 0, null]
    ])
    expect(await publicTitles()).not.toContain('满意度调查')
    expect(await expectOk<any>(await callApi(t.app, getAdminQuestionnaire, { params: { id: q.id }, token: editor.token }))).toEqual(q)
  })

  it('refuses bad input with the field and the question named', async () => {
    const refuse = async (body: object, code: Parameters<typeof expectRefusal>[1], message: string | RegExp) => expectRefusal(await callApiRaw(t.app, createAdminQuestionnaire, { body: body, token: editor.token }), code, message)
    await refuse(input({ title: '' }), 'VALIDATION', '问卷标题')
    await refuse(input({ title: '长'.repeat(51) }), 'VALIDATION', '50')
    await refuse(input({ questions: [] }), 'VALIDATION', '请至少添加一道题目')
    await refuse(input({ questions: [{ kind: 'single', title: '只有一个', options: ['是'] }] }), 'VALIDATION', '第1题的选项至少需要2个')
    await refuse(input({ questions: [QUESTIONS[0], { kind: 'multiple', title: '重复', options: ['甲', '甲'] }] }), 'VALIDATION', '第2题的选项不能重复')
    await refuse(input({ questions: [{ kind: 'text', title: '问答', options: ['甲', '乙'] }] }), 'VALIDATION', '不是选择题')
    await refuse(input({ questions: [{ kind: 'rating', title: '评分', ratingMax: 11 }] }), 'VALIDATION', '最高分不能大于10')
    await refuse({ ...input(), questions: [{ kind: 'essay', title: '未知' }] }, 'VALIDATION', '题目类型')
    await refuse(input({ questions: [{ kind: 'text', title: '' }] }), 'VALIDATION', '题目')
    await refuse(input({ closesAt: 'tomorrow' }), 'VALIDATION', '截止时间')
    await refuse(input({ closesAt: new Date(clock.now().getTime() - HOUR).toISOString() }), 'VALIDATION', '截止时间应晚于当前时间')
    await refuse({ ...input(), extra: 1 }, 'VALIDATION', '不支持的参数')
    expectRefusal(await callApi(t.app, getAdminQuestionnaire, { params: { id: 999999 }, token: editor.token }), 'NOT_FOUND', '问卷不存在')
  })

  it('publishes now, schedules for later, unpublishes, each audited', async () => {
    const q = await expectOk<any>(await callApi(t.app, createAdminQuestionnaire, { body: input({ title: '发布测试' }), token: editor.token }))
    expect((await expectOk<any>(await callApi(t.app, publishAdminQuestionnaire, { params: { id: q.id }, body: {}, token: editor.token }))).state).toBe('published')
    expect(await publicTitles()).toContain('发布测试')
    expectRefusal(await callApi(t.app, publishAdminQuestionnaire, { params: { id: q.id }, body: {}, token: editor.token }), 'CONFLICT')
    expect((await expectOk<any>(await callApi(t.app, unpublishAdminQuestionnaire, { params: { id: q.id }, body: {}, token: editor.token }))).state).toBe('draft')
    expect(await publicTitles()).not.toContain('发布测试')
    expectRefusal(await callApi(t.app, unpublishAdminQuestionnaire, { params: { id: q.id }, body: {}, token: editor.token }), 'CONFLICT')
    const past = new Date(clock.now().getTime() - HOUR).toISOString()
    expectRefusal(await callApi(t.app, publishAdminQuestionnaire, { params: { id: q.id }, body: { publishAt: past }, token: editor.token }), 'PUBLISH_AT_PAST')
    const at = new Date(clock.now().getTime() + HOUR).toISOString()
    expect(await expectOk<any>(await callApi(t.app, publishAdminQuestionnaire, { params: { id: q.id }, body: { publishAt: at }, token: editor.token }))).toMatchObject({ state: 'scheduled', publishAt: at })
    expect(await publicTitles()).not.toContain('发布测试')
    clock.advance(HOUR)
    expect((await expectOk<any>(await callApi(t.app, getAdminQuestionnaire, { params: { id: q.id }, token: editor.token }))).state).toBe('published')
    expect(await publicTitles()).toContain('发布测试')
    expectRefusal(await callApi(t.app, publishAdminQuestionnaire, { params: { id: 999999 }, body: {}, token: editor.token }), 'NOT_FOUND')

    const actions = (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter((a) => a.resource === 'questionnaire' && a.resourceId === String(q.id))
    expect(actions.map((a) => a.action)).toEqual(['questionnaire.create', 'questionnaire.publish', 'questionnaire.unpublish', 'questionnaire.publish'])
    expect(actions.every((a) => a.actorId === editor.id)).toBe(true)
  })

  it('replaces the questions while nobody has answered', async () => {
    const q = await expectOk<any>(await callApi(t.app, createAdminQuestionnaire, { body: input({ title: '可改题目' }), token: editor.token }))
    const edited = await expectOk<any>(await callApi(t.app, updateAdminQuestionnaire, { params: { id: q.id }, body: input({ title: '可改题目', questions: [{ kind: 'rating', title: '打分', ratingMax: 10 }] }), token: editor.token }))
    expect(edited.questions).toEqual([{ id: expect.any(Number), kind: 'rating', title: '打分', required: true, options: [], ratingMax: 10 }])
    const [audit] = (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter((a) => a.action === 'questionnaire.update' && a.resourceId === String(q.id))
    expect((audit.before as any).questions).toHaveLength(4)
    expect((audit.after as any).questions).toHaveLength(1)
    expectRefusal(await callApiRaw(t.app, updateAdminQuestionnaire, { params: { id: 999999 }, body: input(), token: editor.token }), 'NOT_FOUND')
  })

  it('freezes the questions once answered, and still edits title, description and close time', async () => {
    const q = await expectOk<any>(await callApi(t.app, createAdminQuestionnaire, { body: input({ title: '已有答卷' }), token: editor.token }))
    await expectOk<any>(await callApi(t.app, publishAdminQuestionnaire, { params: { id: q.id }, body: {}, token: editor.token }))
    await respond(q.id, ([a, , c]) => [{ questionId: a, options: [0] }, { questionId: c, score: 5 }])
    const changed = input({ title: '已有答卷', questions: [...QUESTIONS, { kind: 'text', title: '新题' }] })
    expectRefusal(await callApiRaw(t.app, updateAdminQuestionnaire, { params: { id: q.id }, body: changed, token: editor.token }), 'QUESTIONNAIRE_LOCKED', /已有1份答卷，题目不能再修改/)
    const closesAt = new Date(clock.now().getTime() + 24 * HOUR).toISOString()
    const kept = await expectOk<any>(await callApi(t.app, updateAdminQuestionnaire, { params: { id: q.id }, body: { title: '已有答卷（改名）', description: '新说明', closesAt }, token: editor.token }))
    expect(kept).toMatchObject({ title: '已有答卷（改名）', description: '新说明', closesAt, responseCount: 1, questionCount: 4 })
    // The form sends the questions back unchanged: accepted, and the ids stay.
    const same = await expectOk<any>(await callApi(t.app, updateAdminQuestionnaire, { params: { id: q.id }, body: input({ title: '已有答卷', closesAt }), token: editor.token }))
    expect(same.questions.map((x: any) => x.id)).toEqual(q.questions.map((x: any) => x.id))
  })

  it('lists every state with state and keyword filters, paged, with counts', async () => {
    const all = await expectOk<any>(await callApi(t.app, listAdminQuestionnaires, { query: { size: 2 }, token: editor.token }))
    expect(all.list).toHaveLength(2)
    expect(all.total).toBeGreaterThanOrEqual(4)
    expect(all.list[0]).toEqual(expect.objectContaining({ questionCount: expect.any(Number), responseCount: expect.any(Number), closed: false }))
    expect((await expectOk<any>(await callApi(t.app, listAdminQuestionnaires, { query: { state: 'draft', size: 50 }, token: editor.token }))).list.every((q: any) => q.state === 'draft')).toBe(true)
    expect((await expectOk<any>(await callApi(t.app, listAdminQuestionnaires, { query: { state: 'published', size: 50 }, token: editor.token }))).list.map((q: any) => q.title)).toEqual(expect.arrayContaining(['发布测试', '已有答卷']))
    expect((await expectOk<any>(await callApi(t.app, listAdminQuestionnaires, { query: { keyword: '可改' }, token: editor.token }))).list.map((q: any) => q.title)).toEqual(['可改题目'])
    expectRefusal(await callApiRaw(t.app, listAdminQuestionnaires, { query: { state: 'other' }, token: editor.token }), 'VALIDATION', '发布状态')
  })
})

describe('results', () => {
  let id: number
  let ids: number[]
  beforeAll(async () => {
    const q = await expectOk<any>(await callApi(t.app, createAdminQuestionnaire, { body: input({ title: '结果问卷' }), token: editor.token }))
    id = q.id
    await expectOk<any>(await callApi(t.app, publishAdminQuestionnaire, { params: { id: id }, body: {}, token: editor.token }))
    ids = q.questions.map((x: any) => x.id)
    const [single, multiple, rating, text] = ids
    await respond(id, () => [{ questionId: single, options: [0] }, { questionId: multiple, options: [0, 2] }, { questionId: rating, score: 5 }, { questionId: text, text: '第一条' }])
    await respond(id, () => [{ questionId: single, options: [0] }, { questionId: multiple, options: [2] }, { questionId: rating, score: 4 }])
    await respond(id, () => [{ questionId: single, options: [1] }, { questionId: rating, score: 2 }, { questionId: text, text: '=1+1 第三条' }])
  })

  it('counts options with percentages of those who answered, and the rating average and distribution', async () => {
    const results = await expectOk<any>(await callApi(t.app, getQuestionnaireResults, { params: { id: id }, token: editor.token }))
    expect(results.responseCount).toBe(3)
    const [single, multiple, rating, text] = results.questions
    expect(single).toMatchObject({ kind: 'single', answered: 3, average: null, scores: [] })
    expect(single.options).toEqual([{ label: '在职教练', count: 2, percent: 66.7 }, { label: '爱好者', count: 1, percent: 33.3 }])
    expect(multiple.answered).toBe(2)
    expect(multiple.options).toEqual([{ label: '增肌', count: 1, percent: 50 }, { label: '减脂', count: 0, percent: 0 }, { label: '普拉提', count: 2, percent: 100 }])
    expect(rating).toMatchObject({ answered: 3, average: 3.67, options: [] })
    expect(rating.scores).toEqual([
      { score: 1, count: 0, percent: 0 }, { score: 2, count: 1, percent: 33.3 }, { score: 3, count: 0, percent: 0 },
      { score: 4, count: 1, percent: 33.3 }, { score: 5, count: 1, percent: 33.3 }
    ])
    expect(text).toMatchObject({ kind: 'text', answered: 2, options: [], average: null })
  })

  it('answers zeros for a questionnaire nobody answered', async () => {
    const empty = await expectOk<any>(await callApi(t.app, createAdminQuestionnaire, { body: input({ title: '无人作答' }), token: editor.token }))
    const results = await expectOk<any>(await callApi(t.app, getQuestionnaireResults, { params: { id: empty.id }, token: editor.token }))
    expect(results.responseCount).toBe(0)
    expect(results.questions[0].options.every((o: any) => o.count === 0 && o.percent === 0)).toBe(true)
    expect(results.questions[2]).toMatchObject({ average: null, answered: 0 })
    expectRefusal(await callApi(t.app, getQuestionnaireResults, { params: { id: 999999 }, token: editor.token }), 'NOT_FOUND')
  })

  it('pages the answers of a text question, newest first', async () => {
    const first = await expectOk<any>(await callApi(t.app, listQuestionnaireTextAnswers, { params: { id: id, questionId: ids[3] }, query: { size: 1 }, token: editor.token }))
    expect(first).toMatchObject({ total: 2, page: 1, size: 1 })
    expect(first.list[0]).toEqual({ responseId: expect.any(Number), text: '=1+1 第三条', createdAt: expect.any(String) })
    expect((await expectOk<any>(await callApi(t.app, listQuestionnaireTextAnswers, { params: { id: id, questionId: ids[3] }, query: { size: 1, page: 2 }, token: editor.token }))).list[0].text).toBe('第一条')
    expectRefusal(await callApi(t.app, listQuestionnaireTextAnswers, { params: { id: id, questionId: ids[0] }, token: editor.token }), 'VALIDATION', '问答题')
    expectRefusal(await callApi(t.app, listQuestionnaireTextAnswers, { params: { id: id, questionId: 999999 }, token: editor.token }), 'NOT_FOUND', '题目不存在')
  })

  it('lists every response for the export, oldest first, with the phone masked', async () => {
    const page = await expectOk<any>(await callApi(t.app, listQuestionnaireResponses, { params: { id: id }, query: { size: 2 }, token: editor.token }))
    expect(page.total).toBe(3)
    expect(page.list).toHaveLength(2)
    const [first] = page.list
    expect(first).toEqual({ id: expect.any(Number), respondentName: '学员', respondentPhone: expect.stringMatching(/^137\*\*\*\*\d{4}$/), createdAt: expect.any(String), answers: expect.any(Object) })
    expect(first.answers).toEqual({ [ids[0]]: [0], [ids[1]]: [0, 2], [ids[2]]: 5, [ids[3]]: '第一条' })
    expectRefusal(await callApi(t.app, listQuestionnaireResponses, { params: { id: 999999 }, token: editor.token }), 'NOT_FOUND')
  })
})
