// The back office's FAQ (/api/admin/faq*, /api/admin/faq-categories*): access, categories (unique name, order,
// delete refused while in use), FAQ write/edit (validation, sanitised answer, category checked), publish now or
// scheduled, unpublish, filters and paging, and an audit row for every write.
import { auditLog } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createAdminFaq, createAdminFaqCategory, deleteAdminFaqCategory, getAdminFaq, getAdminFaqCategory, listAdminFaq, listAdminFaq as listAdminFaqEndpoint, listAdminFaqCategories, publishAdminFaq, unpublishAdminFaq, updateAdminFaq, updateAdminFaqCategory } from '@contract/content/admin-endpoints'
import { listFaq } from '@contract/content/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

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

const publicIds = async () => expectOk(await callApi(t.app, listFaq, { query: { size: 50 } })).list.map((f: any) => f.id)

it('refuses without a token (401) and outside the content area (403)', async () => {
  expect((await callApiRaw(t.app, listAdminFaq)).statusCode).toBe(401)
  expect((await callApiRaw(t.app, listAdminFaqEndpoint, { token: finance })).statusCode).toBe(403)
  expect((await callApiRaw(t.app, createAdminFaqCategory, { body: { name: 'x' }, token: finance })).statusCode).toBe(403)
})

describe('categories', () => {
  it('adds, orders by sort, renames, and refuses a taken name or a bad one', async () => {
    const b = await expectOk<any>(await callApi(t.app, createAdminFaqCategory, { body: { name: '考试', sort: 20 }, token: editor.token }))
    const a = await expectOk<any>(await callApi(t.app, createAdminFaqCategory, { body: { name: '课程', sort: 10 }, token: editor.token }))
    expect(a).toEqual({ id: expect.any(Number), name: '课程', sort: 10, itemCount: 0, createdAt: expect.any(String) })
    expect((await expectOk<any>(await callApi(t.app, listAdminFaqCategories, { token: editor.token }))).list.map((c: any) => c.name)).toEqual(['课程', '考试'])
    expectRefusal(await callApi(t.app, createAdminFaqCategory, { body: { name: '课程' }, token: editor.token }), 'FAQ_CATEGORY_TAKEN', '课程')
    expectRefusal(await callApi(t.app, updateAdminFaqCategory, { params: { id: b.id }, body: { name: '课程', sort: 1 }, token: editor.token }), 'FAQ_CATEGORY_TAKEN')
    expectRefusal(await callApi(t.app, createAdminFaqCategory, { body: { name: ' ' }, token: editor.token }), 'VALIDATION', '分类名称')
    expectRefusal(await callApiRaw(t.app, createAdminFaqCategory, { body: { name: '甲', extra: 1 }, token: editor.token }), 'VALIDATION')
    expect(await expectOk<any>(await callApi(t.app, updateAdminFaqCategory, { params: { id: b.id }, body: { name: '考试与证书', sort: 5 }, token: editor.token }))).toMatchObject({ name: '考试与证书', sort: 5 })
    expect((await expectOk<any>(await callApi(t.app, getAdminFaqCategory, { params: { id: b.id }, token: editor.token }))).name).toBe('考试与证书')
    expectRefusal(await callApi(t.app, getAdminFaqCategory, { params: { id: 999999 }, token: editor.token }), 'NOT_FOUND', '分类不存在')
  })

  it('deletes an empty category and refuses one with FAQ in a clear sentence', async () => {
    const empty = await expectOk<any>(await callApi(t.app, createAdminFaqCategory, { body: { name: '临时' }, token: editor.token }))
    expect((await expectOk(await callApi(t.app, deleteAdminFaqCategory, { params: { id: empty.id }, token: editor.token }))).name).toBe('临时')
    expectRefusal(await callApi(t.app, getAdminFaqCategory, { params: { id: empty.id }, token: editor.token }), 'NOT_FOUND')
    const used = await expectOk<any>(await callApi(t.app, createAdminFaqCategory, { body: { name: '在用' }, token: editor.token }))
    await expectOk<any>(await callApi(t.app, createAdminFaq, { body: { categoryId: used.id, question: '问', answerHtml: '<p>答</p>' }, token: editor.token }))
    expectRefusal(await callApi(t.app, deleteAdminFaqCategory, { params: { id: used.id }, token: editor.token }), 'FAQ_CATEGORY_IN_USE', '还有1个问题')
  })
})

describe('FAQ', () => {
  let categoryId: number
  beforeAll(async () => {
    categoryId = (await expectOk<any>(await callApi(t.app, createAdminFaqCategory, { body: { name: '支付与退款', sort: 1 }, token: editor.token }))).id
  })

  it('writes a draft with a sanitised answer, hidden from learners', async () => {
    const faq = await expectOk<any>(await callApi(t.app, createAdminFaq, { body: {
      categoryId, question: '  怎么退款？ ', answerHtml: '<div onclick="x()"><p>订单详情申请</p></div><script>alert(1)</script><ul><li>开课前全额</li></ul>', sort: 3
    }, token: editor.token }))
    expect(faq).toMatchObject({ question: '怎么退款？', categoryName: '支付与退款', state: 'draft', publishAt: null, sort: 3, views: 0 })
    expect(faq.answerHtml).toBe('<p>订单详情申请</p><ul><li>开课前全额</li></ul>')
    expect(await publicIds()).not.toContain(faq.id)
  })

  it('refuses bad input with the field named', async () => {
    const ok = { categoryId, question: '问', answerHtml: '<p>答</p>' }
    expectRefusal(await callApi(t.app, createAdminFaq, { body: { ...ok, question: '' }, token: editor.token }), 'VALIDATION', '问题')
    expectRefusal(await callApi(t.app, createAdminFaq, { body: { ...ok, question: '长'.repeat(101) }, token: editor.token }), 'VALIDATION', '100')
    expectRefusal(await callApi(t.app, createAdminFaq, { body: { ...ok, answerHtml: '<script>x</script>' }, token: editor.token }), 'VALIDATION', '答案')
    expectRefusal(await callApi(t.app, createAdminFaq, { body: { ...ok, categoryId: 999999 }, token: editor.token }), 'FAQ_CATEGORY_INVALID')
    expectRefusal(await callApi(t.app, createAdminFaq, { body: { ...ok, sort: 1.5 }, token: editor.token }), 'VALIDATION', '排序')
    expectRefusal(await callApi(t.app, getAdminFaq, { params: { id: 999999 }, token: editor.token }), 'NOT_FOUND', '内容不存在')
  })

  it('publishes now, schedules for later, unpublishes, each audited', async () => {
    const faq = await expectOk<any>(await callApi(t.app, createAdminFaq, { body: { categoryId, question: '能开发票吗？', answerHtml: '<p>能</p>' }, token: editor.token }))
    expect((await expectOk<any>(await callApi(t.app, publishAdminFaq, { params: { id: faq.id }, body: {}, token: editor.token }))).state).toBe('published')
    expect(await publicIds()).toContain(faq.id)
    expectRefusal(await callApi(t.app, publishAdminFaq, { params: { id: faq.id }, body: {}, token: editor.token }), 'CONFLICT')
    expect((await expectOk<any>(await callApi(t.app, unpublishAdminFaq, { params: { id: faq.id }, body: {}, token: editor.token }))).state).toBe('draft')
    expect(await publicIds()).not.toContain(faq.id)
    expectRefusal(await callApi(t.app, unpublishAdminFaq, { params: { id: faq.id }, body: {}, token: editor.token }), 'CONFLICT')

    const past = new Date(clock.now().getTime() - HOUR).toISOString()
    expectRefusal(await callApi(t.app, publishAdminFaq, { params: { id: faq.id }, body: { publishAt: past }, token: editor.token }), 'PUBLISH_AT_PAST')
    const at = new Date(clock.now().getTime() + HOUR).toISOString()
    expect(await expectOk<any>(await callApi(t.app, publishAdminFaq, { params: { id: faq.id }, body: { publishAt: at }, token: editor.token }))).toMatchObject({ state: 'scheduled', publishAt: at })
    expect(await publicIds()).not.toContain(faq.id)
    clock.advance(HOUR)
    expect((await expectOk<any>(await callApi(t.app, getAdminFaq, { params: { id: faq.id }, token: editor.token }))).state).toBe('published')
    expect(await publicIds()).toContain(faq.id)

    const audits = await t.db.select().from(auditLog)
    const mine = audits.filter((a) => a.resource === 'faq' && a.resourceId === String(faq.id)).map((a) => a.action)
    expect(mine).toEqual(['faq.create', 'faq.publish', 'faq.unpublish', 'faq.publish'])
    expect(audits.every((a) => a.actorId === editor.id)).toBe(true)
  })

  it('edits question, answer, order and category, audited with before and after', async () => {
    const other = await expectOk<any>(await callApi(t.app, createAdminFaqCategory, { body: { name: '账号' }, token: editor.token }))
    const faq = await expectOk<any>(await callApi(t.app, createAdminFaq, { body: { categoryId, question: '旧问题', answerHtml: '<p>旧</p>' }, token: editor.token }))
    const edited = await expectOk<any>(await callApi(t.app, updateAdminFaq, { params: { id: faq.id }, body: { categoryId: other.id, question: '新问题', answerHtml: '<p>新</p>', sort: 9 }, token: editor.token }))
    expect(edited).toMatchObject({ categoryName: '账号', question: '新问题', answerHtml: '<p>新</p>', sort: 9 })
    const [row] = (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter((a) => a.action === 'faq.update')
    expect(row).toMatchObject({ resourceId: String(faq.id), before: expect.objectContaining({ question: '旧问题' }), after: expect.objectContaining({ question: '新问题' }) })
    expectRefusal(await callApi(t.app, updateAdminFaq, { params: { id: 999999 }, body: { categoryId, question: 'x', answerHtml: '<p>x</p>' }, token: editor.token }), 'NOT_FOUND')
  })

  it('lists every state with category, state and keyword filters, paged', async () => {
    const all = await expectOk<any>(await callApi(t.app, listAdminFaqEndpoint, { query: { size: 2 }, token: editor.token }))
    expect(all.list).toHaveLength(2)
    expect(all.total).toBeGreaterThanOrEqual(4)
    const drafts = await expectOk<any>(await callApi(t.app, listAdminFaqEndpoint, { query: { state: 'draft', size: 50 }, token: editor.token }))
    expect(drafts.list.every((f: any) => f.state === 'draft')).toBe(true)
    expect((await expectOk<any>(await callApi(t.app, listAdminFaqEndpoint, { query: { categoryId: categoryId, size: 50 }, token: editor.token }))).list.every((f: any) => f.categoryId === categoryId)).toBe(true)
    expect((await expectOk<any>(await callApi(t.app, listAdminFaqEndpoint, { query: { keyword: '发票' }, token: editor.token }))).list.map((f: any) => f.question)).toEqual(['能开发票吗？'])
    expectRefusal(await callApiRaw(t.app, listAdminFaqEndpoint, { query: { state: 'other' }, token: editor.token }), 'VALIDATION', '发布状态')
  })

  it('audits category writes too', async () => {
    const actions = (await t.db.select().from(auditLog).orderBy(auditLog.id)).map((a) => a.action)
    expect(actions).toEqual(expect.arrayContaining(['faqCategory.create', 'faqCategory.update', 'faqCategory.delete']))
  })
})
