// The back office's home content (/api/admin/banners*, /notices*, /news*): banners with every kind of link checked
// on the server, notices with their read counts, news with categories; drafts hidden from learners until published
// now or at a time, unpublished again, the list filters and paging, and an audit row for every write.
import { sql } from 'drizzle-orm'
import { auditLog } from '../../../server/src/db/schema'
import { caller, expectOk, expectRefusal, testClock } from '../helpers/api'
import { makeGoods } from '../helpers/catalog-fixtures'
import { createTestApp, type TestApp } from '../helpers/test-app'

const clock = testClock()
let t: TestApp
let api: ReturnType<typeof caller>
let editor: { id: number; token: string }
const as = (token: string) => ({ token })
const HOUR = 3_600_000
const IMAGE = '/uploads/2026/03/banner.jpg'

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  api = caller(t)
  editor = await t.createUser({ roles: ['content'], name: '内容小李' })
})
afterAll(() => t.close())

const post = async (url: string, body: object) => expectOk<any>(await api.post(url, body, as(editor.token)))
const put = async (url: string, body?: object) => expectOk<any>(await api.put(url, body ?? {}, as(editor.token)))
const get = async (url: string) => expectOk<any>(await api.get(url, as(editor.token)))
const refusedPost = (url: string, body: object) => api.post(url, body, as(editor.token))
const actionsOf = async (resource: string, id: number) =>
  (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter((a) => a.resource === resource && a.resourceId === String(id)).map((a) => a.action)

describe('news', () => {
  const article = { category: 'academy', title: '杭州基地启用', contentHtml: '<p>新基地<script>x()</script></p>' }

  it('writes a draft with a sanitised text, hidden from learners', async () => {
    const news = await post('/api/admin/news', { ...article, summary: ' 摘要 ', source: '学院', coverUrl: '/uploads/2026/03/a.jpg' })
    expect(news).toMatchObject({ title: '杭州基地启用', summary: '摘要', state: 'draft', publishAt: null, views: 0, contentHtml: '<p>新基地</p>' })
    expect(expectOk<any>(await api.get('/api/news')).total).toBe(0)
    expectRefusal(await api.get(`/api/news/${news.id}`), 'NOT_FOUND')
  })

  it('refuses bad input with the field named', async () => {
    expectRefusal(await refusedPost('/api/admin/news', { ...article, category: 'sports' }), 'VALIDATION', '新闻分类')
    expectRefusal(await refusedPost('/api/admin/news', { ...article, title: '长'.repeat(61) }), 'VALIDATION', '标题不能超过60个字')
    expectRefusal(await refusedPost('/api/admin/news', { ...article, coverUrl: 'http://x.com/a.jpg' }), 'VALIDATION', '封面')
    expectRefusal(await refusedPost('/api/admin/news', { ...article, contentHtml: '<p> </p><script>1</script>' }), 'VALIDATION', '正文')
    expectRefusal(await refusedPost('/api/admin/news', { ...article, views: 9 }), 'VALIDATION')
    expectRefusal(await api.get('/api/admin/news/999999', as(editor.token)), 'NOT_FOUND')
  })

  it('publishes now (stamped with the time), refuses twice, unpublishes, schedules; each audited', async () => {
    const news = await post('/api/admin/news', article)
    const published = await put(`/api/admin/news/${news.id}/publish`)
    expect(published).toMatchObject({ state: 'published', publishAt: clock.now().toISOString() })
    expect(expectOk<any>(await api.get(`/api/news/${news.id}`)).publishedAt).toBe(clock.now().toISOString())
    expectRefusal(await api.put(`/api/admin/news/${news.id}/publish`, {}, as(editor.token)), 'CONFLICT')
    expect((await put(`/api/admin/news/${news.id}/unpublish`)).state).toBe('draft')
    expectRefusal(await api.put(`/api/admin/news/${news.id}/unpublish`, {}, as(editor.token)), 'CONFLICT')
    const past = new Date(clock.now().getTime() - HOUR).toISOString()
    expectRefusal(await api.put(`/api/admin/news/${news.id}/publish`, { publishAt: past }, as(editor.token)), 'PUBLISH_AT_PAST')
    const at = new Date(clock.now().getTime() + HOUR).toISOString()
    expect(await put(`/api/admin/news/${news.id}/publish`, { publishAt: at })).toMatchObject({ state: 'scheduled', publishAt: at })
    expectRefusal(await api.get(`/api/news/${news.id}`), 'NOT_FOUND')
    clock.advance(HOUR)
    expect((await get(`/api/admin/news/${news.id}`)).state).toBe('published')
    expect(await actionsOf('news', news.id)).toEqual(['news.create', 'news.publish', 'news.unpublish', 'news.publish'])
    const [row] = (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter((a) => a.action === 'news.publish' && a.summary.includes('定时发布'))
    expect(row.summary).toMatch(/^新闻「杭州基地启用」定时发布：/)
  })

  it('edits an article, audited with before and after', async () => {
    const news = await post('/api/admin/news', article)
    const edited = await put(`/api/admin/news/${news.id}`, { ...article, category: 'event', title: '新标题' })
    expect(edited).toMatchObject({ category: 'event', title: '新标题', source: '', coverUrl: '' })
    const [row] = (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter((a) => a.action === 'news.update' && a.resourceId === String(news.id))
    expect(row).toMatchObject({ summary: '修改新闻「新标题」', before: expect.objectContaining({ title: '杭州基地启用' }), after: expect.objectContaining({ title: '新标题' }) })
  })

  it('lists every state with category, state and keyword filters, paged', async () => {
    const all = await get('/api/admin/news?size=2')
    expect(all.total).toBe(3)
    expect(all.list).toHaveLength(2)
    expect((await get('/api/admin/news?state=draft')).total).toBe(2)
    expect((await get('/api/admin/news?state=published')).total).toBe(1)
    expect((await get('/api/admin/news?category=event')).list.map((n: any) => n.title)).toEqual(['新标题'])
    expect((await get(`/api/admin/news?keyword=${encodeURIComponent('杭州')}`)).total).toBe(2)
    expectRefusal(await api.get('/api/admin/news?state=gone', as(editor.token)), 'VALIDATION', '发布状态')
  })
})

describe('notices', () => {
  it('writes, publishes and counts who read each; refuses an empty text', async () => {
    const notice = await post('/api/admin/notices', { title: '维护通知', contentHtml: '<p>周六维护</p><img src="x" onerror="y()">' })
    expect(notice).toMatchObject({ title: '维护通知', state: 'draft', readCount: 0 })
    expect(notice.contentHtml).not.toContain('onerror')
    expectRefusal(await refusedPost('/api/admin/notices', { title: '空', contentHtml: '<p></p>' }), 'VALIDATION', '公告内容')
    expectRefusal(await refusedPost('/api/admin/notices', { title: '', contentHtml: '<p>x</p>' }), 'VALIDATION', '公告标题')
    await put(`/api/admin/notices/${notice.id}/publish`)
    const learner = await t.createUser()
    expectOk(await api.get(`/api/notices/${notice.id}`, { token: learner.token }))
    expect((await get(`/api/admin/notices/${notice.id}`)).readCount).toBe(1)
    expect((await get('/api/admin/notices?state=published')).list[0]).toMatchObject({ id: notice.id, readCount: 1 })
    expect((await put(`/api/admin/notices/${notice.id}/unpublish`)).state).toBe('draft')
    expect(expectOk<any>(await api.get('/api/notices')).total).toBe(0)
    expect(await actionsOf('notice', notice.id)).toEqual(['notice.create', 'notice.publish', 'notice.unpublish'])
  })

  it('edits and finds by keyword', async () => {
    const notice = await post('/api/admin/notices', { title: '旧标题', contentHtml: '<p>发票说明</p>' })
    expect(await put(`/api/admin/notices/${notice.id}`, { title: '发票开具时间调整', contentHtml: '<p>三个工作日</p>' })).toMatchObject({ title: '发票开具时间调整' })
    expect((await get(`/api/admin/notices?keyword=${encodeURIComponent('发票')}`)).list.map((n: any) => n.id)).toEqual([notice.id])
    expectRefusal(await api.put('/api/admin/notices/999999', { title: 'x', contentHtml: '<p>x</p>' }, as(editor.token)), 'NOT_FOUND')
  })
})

describe('banners', () => {
  let newsId: number
  let goodsId: number
  const banner = (linkKind: string, linkTarget?: string) => ({ title: '春季招生', imageUrl: IMAGE, linkKind, linkTarget })
  beforeAll(async () => {
    newsId = (await post('/api/admin/news', { category: 'event', title: '大赛', contentHtml: '<p>x</p>' })).id
    goodsId = await makeGoods(t.db, { title: '普拉提' })
  })

  it('accepts each kind of link and stores its target cleaned', async () => {
    expect(await post('/api/admin/banners', banner('goods', ` ${goodsId} `))).toMatchObject({ linkKind: 'goods', linkTarget: String(goodsId), state: 'draft', sort: 0 })
    expect(await post('/api/admin/banners', banner('news', String(newsId)))).toMatchObject({ linkTarget: String(newsId) })
    expect(await post('/api/admin/banners', banner('route', '/pages/home/faq?categoryId=2'))).toMatchObject({ linkTarget: 'pages/home/faq?categoryId=2' })
    expect(await post('/api/admin/banners', banner('route', 'pages/entry/course'))).toMatchObject({ linkTarget: 'pages/entry/course' })
    expect(await post('/api/admin/banners', banner('url', 'https://example.com/spring?a=1'))).toMatchObject({ linkTarget: 'https://example.com/spring?a=1' })
    expect(await post('/api/admin/banners', banner('none', 'anything'))).toMatchObject({ linkKind: 'none', linkTarget: '' })
  })

  it.each([
    ['goods', '999999', '要跳转的商品不存在'], ['goods', 'abc', '请选择要跳转的商品'], ['goods', undefined, '请选择要跳转的商品'],
    ['news', '999999', '要跳转的新闻不存在'], ['news', '-1', '请选择要跳转的新闻'],
    ['route', 'home/faq', '页面路径'], ['route', 'pages/../admin', '页面路径'], ['route', 'pages/home/faq?x=<b>', '页面路径'],
    ['url', 'http://example.com', 'https://'], ['url', 'javascript:alert(1)', 'https://'], ['url', 'https://a b.com', 'https://']
  ])('refuses a %s link to %s', async (kind, target, message) => {
    expectRefusal(await refusedPost('/api/admin/banners', banner(kind, target)), 'BANNER_LINK_INVALID', message)
  })

  it('refuses a picture that was not uploaded, a missing title and an unknown kind', async () => {
    expectRefusal(await refusedPost('/api/admin/banners', { ...banner('none'), imageUrl: 'https://x.com/a.jpg' }), 'VALIDATION', '图片')
    expectRefusal(await refusedPost('/api/admin/banners', { ...banner('none'), title: ' ' }), 'VALIDATION', '标题')
    expectRefusal(await refusedPost('/api/admin/banners', banner('page', 'x')), 'VALIDATION', '跳转类型')
  })

  it('publishes into the home page by sort, unpublishes and schedules, each audited', async () => {
    const late = await post('/api/admin/banners', { ...banner('route', 'pages/home/faq'), title: '第二张', sort: 20 })
    const early = await post('/api/admin/banners', { ...banner('none'), title: '第一张', sort: 10 })
    await put(`/api/admin/banners/${late.id}/publish`)
    await put(`/api/admin/banners/${early.id}/publish`)
    const titles = async () => expectOk<any>(await api.get('/api/home', { token: '' })).banners.map((b: any) => b.title)
    expect(await titles()).toEqual(['第一张', '第二张'])
    await put(`/api/admin/banners/${early.id}/unpublish`)
    expect(await titles()).toEqual(['第二张'])
    await put(`/api/admin/banners/${early.id}/publish`, { publishAt: new Date(clock.now().getTime() + HOUR).toISOString() })
    expect(await titles()).toEqual(['第二张'])
    clock.advance(HOUR)
    expect(await titles()).toEqual(['第一张', '第二张'])
    expect(await actionsOf('banner', early.id)).toEqual(['banner.create', 'banner.publish', 'banner.unpublish', 'banner.publish'])
  })

  it('edits a banner with its link checked again', async () => {
    const b = await post('/api/admin/banners', banner('none'))
    expect(await put(`/api/admin/banners/${b.id}`, { ...banner('news', String(newsId)), title: '看新闻', sort: 5 })).toMatchObject({ title: '看新闻', linkKind: 'news', sort: 5 })
    expectRefusal(await api.put(`/api/admin/banners/${b.id}`, banner('goods', '0'), as(editor.token)), 'BANNER_LINK_INVALID')
  })

  it('lists every state with state, link kind and keyword filters, paged', async () => {
    const page = await get('/api/admin/banners?size=3&page=2')
    expect(page).toMatchObject({ total: 9, page: 2, size: 3 })
    expect((await get('/api/admin/banners?linkKind=route')).total).toBe(3)
    expect((await get('/api/admin/banners?state=published')).total).toBe(2)
    expect((await get(`/api/admin/banners?keyword=${encodeURIComponent('第一')}`)).list.map((b: any) => b.title)).toEqual(['第一张'])
    expectRefusal(await api.get('/api/admin/banners?linkKind=x', as(editor.token)), 'VALIDATION', '跳转类型')
  })
})

describe('publishing races', () => {
  it('applies one of two publishes sent at once and refuses the other', async () => {
    const news = await post('/api/admin/news', { category: 'event', title: '同时发布', contentHtml: '<p>x</p>' })
    const answers = await Promise.all([1, 2].map(() => api.put(`/api/admin/news/${news.id}/publish`, {}, as(editor.token))))
    expect(answers.map((res) => res.json().status).sort()).toEqual([0, 1])
    expect(answers.find((res) => res.json().status === 0)!.json().code).toBe('CONFLICT')
    expect(await actionsOf('news', news.id)).toEqual(['news.create', 'news.publish'])
  })

  it('unpublishes a row whose publish time has microseconds', async () => {
    const notice = await post('/api/admin/notices', { title: '微秒', contentHtml: '<p>x</p>' })
    await t.db.execute(sql`update notices set published = true, publish_at = now() - interval '1 hour' + interval '123 microseconds' where id = ${notice.id}`)
    expect((await put(`/api/admin/notices/${notice.id}/unpublish`)).state).toBe('draft')
  })
})
