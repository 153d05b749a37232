// The back office's home content (/api/admin/banners*, /notices*, /news*): banners with every kind of link checked
// on the server, notices with their read counts, news with categories; drafts hidden from learners until published
// now or at a time, unpublished again, the list filters and paging, and an audit row for every write.
import { sql } from 'drizzle-orm'
import { auditLog } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { makeGoods } from '../helpers/catalog-fixtures'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { getHome, getNews, getNotice, listNews, listNotices } from '@contract/content/home-endpoints'
import { callApi, callApiRaw } from '../helpers/contract'
import type { AdminBannerInput } from '@contract/content/home-shapes'
import { createAdminBanner, createAdminNews, createAdminNotice, getAdminNews, getAdminNotice, listAdminBanners, listAdminNews, listAdminNotices, publishAdminBanner, publishAdminNews, publishAdminNotice, unpublishAdminBanner, unpublishAdminNews, unpublishAdminNotice, updateAdminBanner, updateAdminNews, updateAdminNotice } from '@contract/content/home-admin-endpoints'

const clock = testClock()
let t: TestApp
let editor: { id: number; token: string }
const HOUR = 3_600_000
const IMAGE = '/uploads/2026/03/banner.jpg'

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  editor = await t.createUser({ roles: ['content'], name: '内容小李' })
})
afterAll(() => t.close())

const actionsOf = async (resource: string, id: number) =>
  (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter((a) => a.resource === resource && a.resourceId === String(id)).map((a) => a.action)

describe('news', () => {
  const article = { category: 'academy' as const, title: '杭州基地启用', contentHtml: '<p>新基地<script>x()</script></p>' }

  it('writes a draft with a sanitised text, hidden from learners', async () => {
    const news = await expectOk<any>(await callApi(t.app, createAdminNews, { body: { ...article, summary: ' 摘要 ', source: '学院', coverUrl: '/uploads/2026/03/a.jpg' }, token: editor.token }))
    expect(news).toMatchObject({ title: '杭州基地启用', summary: '摘要', state: 'draft', publishAt: null, views: 0, contentHtml: '<p>新基地</p>' })
    expect(expectOk(await callApi(t.app, listNews)).total).toBe(0)
    expectRefusal(await callApi(t.app, getNews, { params: { id: news.id } }), 'NOT_FOUND')
  })

  it('refuses bad input with the field named', async () => {
    expectRefusal(await callApiRaw(t.app, createAdminNews, { body: { ...article, category: 'sports' }, token: editor.token }), 'VALIDATION', '新闻分类')
    expectRefusal(await callApiRaw(t.app, createAdminNews, { body: { ...article, title: '长'.repeat(61) }, token: editor.token }), 'VALIDATION', '标题不能超过60个字')
    expectRefusal(await callApiRaw(t.app, createAdminNews, { body: { ...article, coverUrl: 'http://x.com/a.jpg' }, token: editor.token }), 'VALIDATION', '封面')
    expectRefusal(await callApiRaw(t.app, createAdminNews, { body: { ...article, contentHtml: '<p> </p><script>1</script>' }, token: editor.token }), 'VALIDATION', '正文')
    expectRefusal(await callApiRaw(t.app, createAdminNews, { body: { ...article, views: 9 }, token: editor.token }), 'VALIDATION')
    expectRefusal(await callApi(t.app, getAdminNews, { params: { id: 999999 }, token: editor.token }), 'NOT_FOUND')
  })

  it('publishes now (stamped with the time), refuses twice, unpublishes, schedules; each audited', async () => {
    const news = await expectOk<any>(await callApi(t.app, createAdminNews, { body: article, token: editor.token }))
    const published = await expectOk<any>(await callApi(t.app, publishAdminNews, { params: { id: news.id }, body: {}, token: editor.token }))
    expect(published).toMatchObject({ state: 'published', publishAt: clock.now().toISOString() })
    expect(expectOk(await callApi(t.app, getNews, { params: { id: news.id } })).publishedAt).toBe(clock.now().toISOString())
    expectRefusal(await callApi(t.app, publishAdminNews, { params: { id: news.id }, body: {}, token: editor.token }), 'CONFLICT')
    expect((await expectOk<any>(await callApi(t.app, unpublishAdminNews, { params: { id: news.id }, body: {}, token: editor.token }))).state).toBe('draft')
    expectRefusal(await callApi(t.app, unpublishAdminNews, { params: { id: news.id }, body: {}, token: editor.token }), 'CONFLICT')
    const past = new Date(clock.now().getTime() - HOUR).toISOString()
    expectRefusal(await callApi(t.app, publishAdminNews, { params: { id: news.id }, body: { publishAt: past }, token: editor.token }), 'PUBLISH_AT_PAST')
    const at = new Date(clock.now().getTime() + HOUR).toISOString()
    expect(await expectOk<any>(await callApi(t.app, publishAdminNews, { params: { id: news.id }, body: { publishAt: at }, token: editor.token }))).toMatchObject({ state: 'scheduled', publishAt: at })
    expectRefusal(await callApi(t.app, getNews, { params: { id: news.id } }), 'NOT_FOUND')
    clock.advance(HOUR)
    expect((await expectOk<any>(await callApi(t.app, getAdminNews, { params: { id: news.id }, token: editor.token }))).state).toBe('published')
    expect(await actionsOf('news', news.id)).toEqual(['news.create', 'news.publish', 'news.unpublish', 'news.publish'])
    const [row] = (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter((a) => a.action === 'news.publish' && a.summary.includes('定时发布'))
    expect(row.summary).toMatch(/^新闻「杭州基地启用」定时发布：/)
    expect(row).toMatchObject({ summaryCode: 'content.schedule', summaryParams: { resource: 'news', name: '杭州基地启用', at: expect.any(String) } })
  })

  it('edits an article, audited with before and after', async () => {
    const news = await expectOk<any>(await callApi(t.app, createAdminNews, { body: article, token: editor.token }))
    const edited = await expectOk<any>(await callApi(t.app, updateAdminNews, { params: { id: news.id }, body: { ...article, category: 'event', title: '新标题' }, token: editor.token }))
    expect(edited).toMatchObject({ category: 'event', title: '新标题', source: '', coverUrl: '' })
    const [row] = (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter((a) => a.action === 'news.update' && a.resourceId === String(news.id))
    expect(row).toMatchObject({ summary: '修改新闻「新标题」', before: expect.objectContaining({ title: '杭州基地启用' }), after: expect.objectContaining({ title: '新标题' }) })
  })

  it('lists every state with category, state and keyword filters, paged', async () => {
    const all = await expectOk<any>(await callApi(t.app, listAdminNews, { query: { size: 2 }, token: editor.token }))
    expect(all.total).toBe(3)
    expect(all.list).toHaveLength(2)
    expect((await expectOk<any>(await callApi(t.app, listAdminNews, { query: { state: 'draft' }, token: editor.token }))).total).toBe(2)
    expect((await expectOk<any>(await callApi(t.app, listAdminNews, { query: { state: 'published' }, token: editor.token }))).total).toBe(1)
    expect((await expectOk<any>(await callApi(t.app, listAdminNews, { query: { category: 'event' }, token: editor.token }))).list.map((n: any) => n.title)).toEqual(['新标题'])
    expect((await expectOk<any>(await callApi(t.app, listAdminNews, { query: { keyword: '杭州' }, token: editor.token }))).total).toBe(2)
    expectRefusal(await callApiRaw(t.app, listAdminNews, { query: { state: 'gone' }, token: editor.token }), 'VALIDATION', '发布状态')
  })
})

describe('notices', () => {
  it('writes, publishes and counts who read each; refuses an empty text', async () => {
    const notice = await expectOk<any>(await callApi(t.app, createAdminNotice, { body: { title: '维护通知', contentHtml: '<p>周六维护</p><img src="x" onerror="y()">' }, token: editor.token }))
    expect(notice).toMatchObject({ title: '维护通知', state: 'draft', readCount: 0 })
    expect(notice.contentHtml).not.toContain('onerror')
    expectRefusal(await callApiRaw(t.app, createAdminNotice, { body: { title: '空', contentHtml: '<p></p>' }, token: editor.token }), 'VALIDATION', '公告内容')
    expectRefusal(await callApiRaw(t.app, createAdminNotice, { body: { title: '', contentHtml: '<p>x</p>' }, token: editor.token }), 'VALIDATION', '公告标题')
    await expectOk<any>(await callApi(t.app, publishAdminNotice, { params: { id: notice.id }, body: {}, token: editor.token }))
    const learner = await t.createUser()
    expectOk(await callApi(t.app, getNotice, { params: { id: notice.id }, token: learner.token }))
    expect((await expectOk<any>(await callApi(t.app, getAdminNotice, { params: { id: notice.id }, token: editor.token }))).readCount).toBe(1)
    expect((await expectOk<any>(await callApi(t.app, listAdminNotices, { query: { state: 'published' }, token: editor.token }))).list[0]).toMatchObject({ id: notice.id, readCount: 1 })
    expect((await expectOk<any>(await callApi(t.app, unpublishAdminNotice, { params: { id: notice.id }, body: {}, token: editor.token }))).state).toBe('draft')
    expect(expectOk(await callApi(t.app, listNotices)).total).toBe(0)
    expect(await actionsOf('notice', notice.id)).toEqual(['notice.create', 'notice.publish', 'notice.unpublish'])
  })

  it('edits and finds by keyword', async () => {
    const notice = await expectOk<any>(await callApi(t.app, createAdminNotice, { body: { title: '旧标题', contentHtml: '<p>发票说明</p>' }, token: editor.token }))
    expect(await expectOk<any>(await callApi(t.app, updateAdminNotice, { params: { id: notice.id }, body: { title: '发票开具时间调整', contentHtml: '<p>三个工作日</p>' }, token: editor.token }))).toMatchObject({ title: '发票开具时间调整' })
    expect((await expectOk<any>(await callApi(t.app, listAdminNotices, { query: { keyword: '发票' }, token: editor.token }))).list.map((n: any) => n.id)).toEqual([notice.id])
    expectRefusal(await callApi(t.app, updateAdminNotice, { params: { id: 999999 }, body: { title: 'x', contentHtml: '<p>x</p>' }, token: editor.token }), 'NOT_FOUND')
  })
})

describe('banners', () => {
  let newsId: number
  let goodsId: number
  const banner = (linkKind: AdminBannerInput['linkKind'], linkTarget?: string) => ({ title: '春季招生', imageUrl: IMAGE, linkKind, linkTarget })
  beforeAll(async () => {
    newsId = (await expectOk<any>(await callApi(t.app, createAdminNews, { body: { category: 'event', title: '大赛', contentHtml: '<p>x</p>' }, token: editor.token }))).id
    goodsId = await makeGoods(t.db, { title: '普拉提' })
  })

  it('accepts each kind of link and stores its target cleaned', async () => {
    expect(await expectOk<any>(await callApi(t.app, createAdminBanner, { body: banner('goods', ` ${goodsId} `), token: editor.token }))).toMatchObject({ linkKind: 'goods', linkTarget: String(goodsId), state: 'draft', sort: 0 })
    expect(await expectOk<any>(await callApi(t.app, createAdminBanner, { body: banner('news', String(newsId)), token: editor.token }))).toMatchObject({ linkTarget: String(newsId) })
    expect(await expectOk<any>(await callApi(t.app, createAdminBanner, { body: banner('route', '/pages/home/faq?categoryId=2'), token: editor.token }))).toMatchObject({ linkTarget: 'pages/home/faq?categoryId=2' })
    expect(await expectOk<any>(await callApi(t.app, createAdminBanner, { body: banner('route', 'pages/entry/course'), token: editor.token }))).toMatchObject({ linkTarget: 'pages/entry/course' })
    expect(await expectOk<any>(await callApi(t.app, createAdminBanner, { body: banner('url', 'https://example.com/spring?a=1'), token: editor.token }))).toMatchObject({ linkTarget: 'https://example.com/spring?a=1' })
    expect(await expectOk<any>(await callApi(t.app, createAdminBanner, { body: banner('none', 'anything'), token: editor.token }))).toMatchObject({ linkKind: 'none', linkTarget: '' })
  })

  it.each([
    ['goods', '999999', '要跳转的商品不存在'], ['goods', 'abc', '请选择要跳转的商品'], ['goods', undefined, '请选择要跳转的商品'],
    ['news', '999999', '要跳转的新闻不存在'], ['news', '-1', '请选择要跳转的新闻'],
    ['route', 'home/faq', '页面路径'], ['route', 'pages/../admin', '页面路径'], ['route', 'pages/home/faq?x=<b>', '页面路径'],
    ['url', 'http://example.com', 'https://'], ['url', 'javascript:alert(1)', 'https://'], ['url', 'https://a b.com', 'https://']
  ])('refuses a %s link to %s', async (kind, target, message) => {
    expectRefusal(await callApiRaw(t.app, createAdminBanner, { body: banner(kind as AdminBannerInput['linkKind'], target), token: editor.token }), 'BANNER_LINK_INVALID', message)
  })

  it('refuses a picture that was not uploaded, a missing title and an unknown kind', async () => {
    expectRefusal(await callApiRaw(t.app, createAdminBanner, { body: { ...banner('none'), imageUrl: 'https://x.com/a.jpg' }, token: editor.token }), 'VALIDATION', '图片')
    expectRefusal(await callApiRaw(t.app, createAdminBanner, { body: { ...banner('none'), title: ' ' }, token: editor.token }), 'VALIDATION', '标题')
    expectRefusal(await callApiRaw(t.app, createAdminBanner, { body: { ...banner('none', 'x'), linkKind: 'page' }, token: editor.token }), 'VALIDATION', '跳转类型')
  })

  it('publishes into the home page by sort, unpublishes and schedules, each audited', async () => {
    const late = await expectOk<any>(await callApi(t.app, createAdminBanner, { body: { ...banner('route', 'pages/home/faq'), title: '第二张', sort: 20 }, token: editor.token }))
    const early = await expectOk<any>(await callApi(t.app, createAdminBanner, { body: { ...banner('none'), title: '第一张', sort: 10 }, token: editor.token }))
    await expectOk<any>(await callApi(t.app, publishAdminBanner, { params: { id: late.id }, body: {}, token: editor.token }))
    await expectOk<any>(await callApi(t.app, publishAdminBanner, { params: { id: early.id }, body: {}, token: editor.token }))
    const titles = async () => expectOk(await callApi(t.app, getHome, { token: '' })).banners.map((b: any) => b.title)
    expect(await titles()).toEqual(['第一张', '第二张'])
    await expectOk<any>(await callApi(t.app, unpublishAdminBanner, { params: { id: early.id }, body: {}, token: editor.token }))
    expect(await titles()).toEqual(['第二张'])
    await expectOk<any>(await callApi(t.app, publishAdminBanner, { params: { id: early.id }, body: { publishAt: new Date(clock.now().getTime() + HOUR).toISOString() }, token: editor.token }))
    expect(await titles()).toEqual(['第二张'])
    clock.advance(HOUR)
    expect(await titles()).toEqual(['第一张', '第二张'])
    expect(await actionsOf('banner', early.id)).toEqual(['banner.create', 'banner.publish', 'banner.unpublish', 'banner.publish'])
  })

  it('edits a banner with its link checked again', async () => {
    const b = await expectOk<any>(await callApi(t.app, createAdminBanner, { body: banner('none'), token: editor.token }))
    expect(await expectOk<any>(await callApi(t.app, updateAdminBanner, { params: { id: b.id }, body: { ...banner('news', String(newsId)), title: '看新闻', sort: 5 }, token: editor.token }))).toMatchObject({ title: '看新闻', linkKind: 'news', sort: 5 })
    expectRefusal(await callApiRaw(t.app, updateAdminBanner, { params: { id: b.id }, body: banner('goods', '0'), token: editor.token }), 'BANNER_LINK_INVALID')
  })

  it('lists every state with state, link kind and keyword filters, paged', async () => {
    const page = await expectOk<any>(await callApi(t.app, listAdminBanners, { query: { size: 3, page: 2 }, token: editor.token }))
    expect(page).toMatchObject({ total: 9, page: 2, size: 3 })
    expect((await expectOk<any>(await callApi(t.app, listAdminBanners, { query: { linkKind: 'route' }, token: editor.token }))).total).toBe(3)
    expect((await expectOk<any>(await callApi(t.app, listAdminBanners, { query: { state: 'published' }, token: editor.token }))).total).toBe(2)
    expect((await expectOk<any>(await callApi(t.app, listAdminBanners, { query: { keyword: '第一' }, token: editor.token }))).list.map((b: any) => b.title)).toEqual(['第一张'])
    expectRefusal(await callApiRaw(t.app, listAdminBanners, { query: { linkKind: 'x' }, token: editor.token }), 'VALIDATION', '跳转类型')
  })
})

describe('publishing races', () => {
  it('applies one of two publishes sent at once and refuses the other', async () => {
    const news = await expectOk<any>(await callApi(t.app, createAdminNews, { body: { category: 'event', title: '同时发布', contentHtml: '<p>x</p>' }, token: editor.token }))
    const answers = await Promise.all([1, 2].map(() => callApiRaw(t.app, publishAdminNews, { params: { id: news.id }, body: {}, token: editor.token })))
    expect(answers.map((res) => res.json().status).sort()).toEqual([0, 1])
    expect(answers.find((res) => res.json().status === 0)!.json().code).toBe('CONFLICT')
    expect(await actionsOf('news', news.id)).toEqual(['news.create', 'news.publish'])
  })

  it('unpublishes a row whose publish time has microseconds', async () => {
    const notice = await expectOk<any>(await callApi(t.app, createAdminNotice, { body: { title: '微秒', contentHtml: '<p>x</p>' }, token: editor.token }))
    await t.db.execute(sql`update notices set published = true, publish_at = now() - interval '1 hour' + interval '123 microseconds' where id = ${notice.id}`)
    expect((await expectOk<any>(await callApi(t.app, unpublishAdminNotice, { params: { id: notice.id }, body: {}, token: editor.token }))).state).toBe('draft')
  })
})
