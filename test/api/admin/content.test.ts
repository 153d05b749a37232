// The back office's FAQ (/api/admin/faq*, /api/admin/faq-categories*): access, categories (unique name, order,
// delete refused while in use), FAQ write/edit (validation, sanitised answer, category checked), publish now or
// scheduled, unpublish, filters and paging, and an audit row for every write.
import { auditLog } from '../../../server/src/db/schema'
import { caller, expectOk, expectRefusal, testClock } from '../helpers/api'
import { createTestApp, type TestApp } from '../helpers/test-app'

const clock = testClock()
let t: TestApp
let api: ReturnType<typeof caller>
let editor: { id: number; token: string }
let finance: string
const as = (token: string) => ({ token })
const HOUR = 3_600_000

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  api = caller(t)
  editor = await t.createUser({ roles: ['content'], name: '内容小王' })
  finance = (await t.createUser({ roles: ['finance'] })).token
})
afterAll(() => t.close())

const post = async (url: string, body: object) => expectOk<any>(await api.post(url, body, as(editor.token)))
const put = async (url: string, body?: object) => expectOk<any>(await api.put(url, body ?? {}, as(editor.token)))
const get = async (url: string) => expectOk<any>(await api.get(url, as(editor.token)))
const publicIds = async () => expectOk<any>(await api.get('/api/faq?size=50')).list.map((f: any) => f.id)

it('refuses without a token (401) and outside the content area (403)', async () => {
  expect((await api.get('/api/admin/faq')).statusCode).toBe(401)
  expect((await api.get('/api/admin/faq', as(finance))).statusCode).toBe(403)
  expect((await api.post('/api/admin/faq-categories', { name: 'x' }, as(finance))).statusCode).toBe(403)
})

describe('categories', () => {
  it('adds, orders by sort, renames, and refuses a taken name or a bad one', async () => {
    const b = await post('/api/admin/faq-categories', { name: '考试', sort: 20 })
    const a = await post('/api/admin/faq-categories', { name: '课程', sort: 10 })
    expect(a).toEqual({ id: expect.any(Number), name: '课程', sort: 10, itemCount: 0, createdAt: expect.any(String) })
    expect((await get('/api/admin/faq-categories')).list.map((c: any) => c.name)).toEqual(['课程', '考试'])
    expectRefusal(await api.post('/api/admin/faq-categories', { name: '课程' }, as(editor.token)), 'FAQ_CATEGORY_TAKEN', '课程')
    expectRefusal(await api.put(`/api/admin/faq-categories/${b.id}`, { name: '课程', sort: 1 }, as(editor.token)), 'FAQ_CATEGORY_TAKEN')
    expectRefusal(await api.post('/api/admin/faq-categories', { name: ' ' }, as(editor.token)), 'VALIDATION', '分类名称')
    expectRefusal(await api.post('/api/admin/faq-categories', { name: '甲', extra: 1 }, as(editor.token)), 'VALIDATION')
    expect(await put(`/api/admin/faq-categories/${b.id}`, { name: '考试与证书', sort: 5 })).toMatchObject({ name: '考试与证书', sort: 5 })
    expect((await get(`/api/admin/faq-categories/${b.id}`)).name).toBe('考试与证书')
    expectRefusal(await api.get('/api/admin/faq-categories/999999', as(editor.token)), 'NOT_FOUND', '分类不存在')
  })

  it('deletes an empty category and refuses one with FAQ in a clear sentence', async () => {
    const empty = await post('/api/admin/faq-categories', { name: '临时' })
    expect((await expectOk<any>(await api.del(`/api/admin/faq-categories/${empty.id}`, as(editor.token)))).name).toBe('临时')
    expectRefusal(await api.get(`/api/admin/faq-categories/${empty.id}`, as(editor.token)), 'NOT_FOUND')
    const used = await post('/api/admin/faq-categories', { name: '在用' })
    await post('/api/admin/faq', { categoryId: used.id, question: '问', answerHtml: '<p>答</p>' })
    expectRefusal(await api.del(`/api/admin/faq-categories/${used.id}`, as(editor.token)), 'FAQ_CATEGORY_IN_USE', '还有1个问题')
  })
})

describe('FAQ', () => {
  let categoryId: number
  beforeAll(async () => {
    categoryId = (await post('/api/admin/faq-categories', { name: '支付与退款', sort: 1 })).id
  })

  it('writes a draft with a sanitised answer, hidden from learners', async () => {
    const faq = await post('/api/admin/faq', {
      categoryId, question: '  怎么退款？ ', answerHtml: '<div onclick="x()"><p>订单详情申请</p></div><script>alert(1)</script><ul><li>开课前全额</li></ul>', sort: 3
    })
    expect(faq).toMatchObject({ question: '怎么退款？', categoryName: '支付与退款', state: 'draft', publishAt: null, sort: 3, views: 0 })
    expect(faq.answerHtml).toBe('<p>订单详情申请</p><ul><li>开课前全额</li></ul>')
    expect(await publicIds()).not.toContain(faq.id)
  })

  it('refuses bad input with the field named', async () => {
    const ok = { categoryId, question: '问', answerHtml: '<p>答</p>' }
    expectRefusal(await api.post('/api/admin/faq', { ...ok, question: '' }, as(editor.token)), 'VALIDATION', '问题')
    expectRefusal(await api.post('/api/admin/faq', { ...ok, question: '长'.repeat(101) }, as(editor.token)), 'VALIDATION', '100')
    expectRefusal(await api.post('/api/admin/faq', { ...ok, answerHtml: '<script>x</script>' }, as(editor.token)), 'VALIDATION', '答案')
    expectRefusal(await api.post('/api/admin/faq', { ...ok, categoryId: 999999 }, as(editor.token)), 'FAQ_CATEGORY_INVALID')
    expectRefusal(await api.post('/api/admin/faq', { ...ok, sort: 1.5 }, as(editor.token)), 'VALIDATION', '排序')
    expectRefusal(await api.get('/api/admin/faq/999999', as(editor.token)), 'NOT_FOUND', '内容不存在')
  })

  it('publishes now, schedules for later, unpublishes, each audited', async () => {
    const faq = await post('/api/admin/faq', { categoryId, question: '能开发票吗？', answerHtml: '<p>能</p>' })
    expect((await put(`/api/admin/faq/${faq.id}/publish`)).state).toBe('published')
    expect(await publicIds()).toContain(faq.id)
    expectRefusal(await api.put(`/api/admin/faq/${faq.id}/publish`, {}, as(editor.token)), 'CONFLICT')
    expect((await put(`/api/admin/faq/${faq.id}/unpublish`)).state).toBe('draft')
    expect(await publicIds()).not.toContain(faq.id)
    expectRefusal(await api.put(`/api/admin/faq/${faq.id}/unpublish`, {}, as(editor.token)), 'CONFLICT')

    const past = new Date(clock.now().getTime() - HOUR).toISOString()
    expectRefusal(await api.put(`/api/admin/faq/${faq.id}/publish`, { publishAt: past }, as(editor.token)), 'PUBLISH_AT_PAST')
    const at = new Date(clock.now().getTime() + HOUR).toISOString()
    expect(await put(`/api/admin/faq/${faq.id}/publish`, { publishAt: at })).toMatchObject({ state: 'scheduled', publishAt: at })
    expect(await publicIds()).not.toContain(faq.id)
    clock.advance(HOUR)
    expect((await get(`/api/admin/faq/${faq.id}`)).state).toBe('published')
    expect(await publicIds()).toContain(faq.id)

    const audits = await t.db.select().from(auditLog)
    const mine = audits.filter((a) => a.resource === 'faq' && a.resourceId === String(faq.id)).map((a) => a.action)
    expect(mine).toEqual(['faq.create', 'faq.publish', 'faq.unpublish', 'faq.publish'])
    expect(audits.every((a) => a.actorId === editor.id)).toBe(true)
  })

  it('edits question, answer, order and category, audited with before and after', async () => {
    const other = await post('/api/admin/faq-categories', { name: '账号' })
    const faq = await post('/api/admin/faq', { categoryId, question: '旧问题', answerHtml: '<p>旧</p>' })
    const edited = await put(`/api/admin/faq/${faq.id}`, { categoryId: other.id, question: '新问题', answerHtml: '<p>新</p>', sort: 9 })
    expect(edited).toMatchObject({ categoryName: '账号', question: '新问题', answerHtml: '<p>新</p>', sort: 9 })
    const [row] = (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter((a) => a.action === 'faq.update')
    expect(row).toMatchObject({ resourceId: String(faq.id), before: expect.objectContaining({ question: '旧问题' }), after: expect.objectContaining({ question: '新问题' }) })
    expectRefusal(await api.put('/api/admin/faq/999999', { categoryId, question: 'x', answerHtml: '<p>x</p>' }, as(editor.token)), 'NOT_FOUND')
  })

  it('lists every state with category, state and keyword filters, paged', async () => {
    const all = await get('/api/admin/faq?size=2')
    expect(all.list).toHaveLength(2)
    expect(all.total).toBeGreaterThanOrEqual(4)
    const drafts = await get('/api/admin/faq?state=draft&size=50')
    expect(drafts.list.every((f: any) => f.state === 'draft')).toBe(true)
    expect((await get(`/api/admin/faq?categoryId=${categoryId}&size=50`)).list.every((f: any) => f.categoryId === categoryId)).toBe(true)
    expect((await get(`/api/admin/faq?keyword=${encodeURIComponent('发票')}`)).list.map((f: any) => f.question)).toEqual(['能开发票吗？'])
    expectRefusal(await api.get('/api/admin/faq?state=other', as(editor.token)), 'VALIDATION', '发布状态')
  })

  it('audits category writes too', async () => {
    const actions = (await t.db.select().from(auditLog).orderBy(auditLog.id)).map((a) => a.action)
    expect(actions).toEqual(expect.arrayContaining(['faqCategory.create', 'faqCategory.update', 'faqCategory.delete']))
  })
})
