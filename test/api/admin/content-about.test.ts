// The back office's about content (/api/admin/teachers*, partners*, stories*, about-pages*): validation with the field
// named, rich text sanitised, a teacher's goods (ordered, checked to exist), a story's course, publish now or
// scheduled, unpublish, filters and paging, the two about pages edited, and an audit row for every write.
import { eq } from 'drizzle-orm'
import { seedDemoCatalog } from '../../../server/seed'
import { auditLog, goods } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { getAboutPage, getPartner, listTeachers } from '@contract/content/about-endpoints'
import { callApi, callApiRaw } from '../helpers/contract'
import { listAdminStories, createAdminPartner, createAdminStory, createAdminTeacher, getAdminAboutPage, getAdminTeacher, listAdminAboutPages, listAdminPartners, listAdminTeachers, publishAdminPartner, publishAdminStory, publishAdminTeacher, unpublishAdminStory, unpublishAdminTeacher, updateAdminAboutPage, updateAdminPartner, updateAdminStory, updateAdminTeacher } from '@contract/content/about-admin-endpoints'

const clock = testClock()
let t: TestApp
let editor: { id: number; token: string }
const HOUR = 3_600_000

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  await seedDemoCatalog(t.db, clock.now())
  editor = await t.createUser({ roles: ['content'], name: '内容小王' })
})
afterAll(() => t.close())

const as = { get token() { return editor.token } }
const goodsId = async (slug: string) => (await t.db.select().from(goods).where(eq(goods.slug, slug)))[0].id
const actions = async (resource: string, id: number | string) =>
  (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter((a) => a.resource === resource && a.resourceId === String(id)).map((a) => a.action)

describe('teachers', () => {
  it('adds a draft with a sanitised bio and the goods taught in the order given', async () => {
    const [a, b] = [await goodsId('pilates-mat-basic'), await goodsId('boxing-coach-basic')]
    const teacher = await expectOk<any>(await callApi(t.app, createAdminTeacher, { body: {
      name: ' 王老师 ', title: '普拉提讲师', tags: ['普拉提'], goodsIds: [b, a], sort: 5,
      bioHtml: '<div onclick="x()"><p>十年教龄</p></div><script>alert(1)</script>'
    }, token: as.token }))
    expect(teacher).toMatchObject({
      name: '王老师', state: 'draft', publishAt: null, sort: 5, goodsCount: 2, bioHtml: '<p>十年教龄</p>', avatarUrl: '', intro: '',
      goods: [{ id: b, title: '拳击教练基础班', onSale: false }, { id: a, title: '普拉提垫上初级认证', onSale: true }]
    })
    expect(expectOk(await callApi(t.app, listTeachers, { query: { size: 50 } })).list).toEqual([])
    expect(await actions('teacher', teacher.id)).toEqual(['teacher.create'])
  })

  it('refuses bad input with the field named', async () => {
    const ok = { name: '甲' }
    const refuse = async (body: object, code: Parameters<typeof expectRefusal>[1], message?: string) => expectRefusal(await callApiRaw(t.app, createAdminTeacher, { body: body, token: as.token }), code, message)
    await refuse({ name: '' }, 'VALIDATION', '讲师姓名')
    await refuse({ ...ok, avatarUrl: 'https://evil.example/x.png' }, 'VALIDATION', '头像')
    await refuse({ ...ok, tags: ['一二三四五六七八九十十'] }, 'VALIDATION', '标签')
    await refuse({ ...ok, goodsIds: [1, 1] }, 'VALIDATION', '所授课程不能重复')
    await refuse({ ...ok, goodsIds: [999999] }, 'CONTENT_GOODS_INVALID')
    await refuse({ ...ok, extra: 1 }, 'VALIDATION')
    expectRefusal(await callApi(t.app, getAdminTeacher, { params: { id: 999999 }, token: as.token }), 'NOT_FOUND', '内容不存在')
  })

  it('edits a teacher and replaces the goods taught, audited with before and after', async () => {
    const teacher = await expectOk<any>(await callApi(t.app, createAdminTeacher, { body: { name: '李老师', goodsIds: [await goodsId('sports-nutrition')] }, token: as.token }))
    const edited = await expectOk<any>(await callApi(t.app, updateAdminTeacher, { params: { id: teacher.id }, body: { name: '李老师', title: '营养讲师', goodsIds: [await goodsId('youth-fitness')] }, token: as.token }))
    expect(edited).toMatchObject({ title: '营养讲师', goods: [{ title: '青少年体能训练指导' }] })
    const [row] = (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter((a) => a.action === 'teacher.update' && a.resourceId === String(teacher.id))
    expect(row).toMatchObject({ before: expect.objectContaining({ title: '' }), after: expect.objectContaining({ title: '营养讲师' }), actorId: editor.id })
    expectRefusal(await callApi(t.app, updateAdminTeacher, { params: { id: 999999 }, body: { name: 'x' }, token: as.token }), 'NOT_FOUND')
  })

  it('publishes now, schedules for later, unpublishes, each audited', async () => {
    const teacher = await expectOk<any>(await callApi(t.app, createAdminTeacher, { body: { name: '发布老师' }, token: as.token }))
    const visible = async () => expectOk(await callApi(t.app, listTeachers, { query: { size: 50 } })).list.some((x: any) => x.id === teacher.id)
    expect((await expectOk<any>(await callApi(t.app, publishAdminTeacher, { params: { id: teacher.id }, body: {}, token: as.token }))).state).toBe('published')
    expect(await visible()).toBe(true)
    expectRefusal(await callApi(t.app, publishAdminTeacher, { params: { id: teacher.id }, body: {}, token: as.token }), 'CONFLICT')
    expect((await expectOk<any>(await callApi(t.app, unpublishAdminTeacher, { params: { id: teacher.id }, body: {}, token: as.token }))).state).toBe('draft')
    expectRefusal(await callApi(t.app, unpublishAdminTeacher, { params: { id: teacher.id }, body: {}, token: as.token }), 'CONFLICT')
    const past = new Date(clock.now().getTime() - HOUR).toISOString()
    expectRefusal(await callApi(t.app, publishAdminTeacher, { params: { id: teacher.id }, body: { publishAt: past }, token: as.token }), 'PUBLISH_AT_PAST')
    const at = new Date(clock.now().getTime() + HOUR).toISOString()
    expect(await expectOk<any>(await callApi(t.app, publishAdminTeacher, { params: { id: teacher.id }, body: { publishAt: at }, token: as.token }))).toMatchObject({ state: 'scheduled', publishAt: at })
    expect(await visible()).toBe(false)
    clock.advance(HOUR)
    expect((await expectOk<any>(await callApi(t.app, getAdminTeacher, { params: { id: teacher.id }, token: as.token }))).state).toBe('published')
    expect(await visible()).toBe(true)
    expect(await actions('teacher', teacher.id)).toEqual(['teacher.create', 'teacher.publish', 'teacher.unpublish', 'teacher.publish'])
  })

  it('lets one of two simultaneous publishes win', async () => {
    const teacher = await expectOk<any>(await callApi(t.app, createAdminTeacher, { body: { name: '并发老师' }, token: as.token }))
    const answers = await Promise.all([1, 2].map(() => callApiRaw(t.app, publishAdminTeacher, { params: { id: teacher.id }, body: {}, token: as.token })))
    expect(answers.map((r) => r.json().status).sort()).toEqual([0, 1])
    expect(await actions('teacher', teacher.id)).toEqual(['teacher.create', 'teacher.publish'])
  })

  it('lists every state with state and keyword filters, paged', async () => {
    const all = await expectOk<any>(await callApi(t.app, listAdminTeachers, { query: { size: 2 }, token: as.token }))
    expect(all.total).toBe(4)
    expect(all.list).toHaveLength(2)
    expect(all.list[0]).toEqual(expect.objectContaining({ goodsCount: expect.any(Number), state: expect.any(String) }))
    const drafts = await expectOk<any>(await callApi(t.app, listAdminTeachers, { query: { size: 50, state: 'draft' }, token: as.token }))
    expect(drafts.list.every((x: any) => x.state === 'draft')).toBe(true)
    expect((await expectOk<any>(await callApi(t.app, listAdminTeachers, { query: { keyword: '并发' }, token: as.token }))).list.map((x: any) => x.name)).toEqual(['并发老师'])
    expectRefusal(await callApiRaw(t.app, listAdminTeachers, { query: { state: 'gone' }, token: as.token }), 'VALIDATION', '发布状态')
  })
})

describe('partners', () => {
  it('adds, edits, publishes and refuses a website that is not a web address', async () => {
    const partner = await expectOk<any>(await callApi(t.app, createAdminPartner, { body: { name: '合作健身房', website: 'https://gym.example', contentHtml: '<p>合作</p><iframe></iframe>' }, token: as.token }))
    expect(partner).toMatchObject({ name: '合作健身房', state: 'draft', website: 'https://gym.example', contentHtml: '<p>合作</p>' })
    expectRefusal(await callApi(t.app, createAdminPartner, { body: { name: '甲', website: 'javascript:alert(1)' }, token: as.token }), 'VALIDATION', '官网')
    expectRefusal(await callApi(t.app, createAdminPartner, { body: { name: '' }, token: as.token }), 'VALIDATION', '合作伙伴名称')
    expect((await expectOk<any>(await callApi(t.app, updateAdminPartner, { params: { id: partner.id }, body: { name: '合作健身房', intro: '华南连锁' }, token: as.token }))).intro).toBe('华南连锁')
    expect((await expectOk<any>(await callApi(t.app, publishAdminPartner, { params: { id: partner.id }, body: {}, token: as.token }))).state).toBe('published')
    expect(expectOk(await callApi(t.app, getPartner, { params: { id: partner.id } })).name).toBe('合作健身房')
    expect((await expectOk<any>(await callApi(t.app, listAdminPartners, { query: { state: 'published' }, token: as.token }))).list.map((p: any) => p.id)).toEqual([partner.id])
    expect(await actions('partner', partner.id)).toEqual(['partner.create', 'partner.update', 'partner.publish'])
  })
})

describe('stories', () => {
  it('adds a story about a course, refuses an empty story or a missing course, and unlinks the course', async () => {
    const course = await goodsId('sports-nutrition')
    const body = { title: '我的转行故事', learnerName: '小周', contentHtml: '<p>正文</p>', goodsId: course }
    const story = await expectOk<any>(await callApi(t.app, createAdminStory, { body: body, token: as.token }))
    expect(story).toMatchObject({ state: 'draft', views: 0, goods: { id: course, title: '运动营养师课程', onSale: true } })
    expectRefusal(await callApi(t.app, createAdminStory, { body: { ...body, contentHtml: '<p> </p><script>x</script>' }, token: as.token }), 'VALIDATION', '故事正文')
    expectRefusal(await callApi(t.app, createAdminStory, { body: { ...body, goodsId: 999999 }, token: as.token }), 'CONTENT_GOODS_INVALID')
    expectRefusal(await callApiRaw(t.app, createAdminStory, { body: { ...body, learnerName: undefined }, token: as.token }), 'VALIDATION', '学员姓名')
    expect((await expectOk<any>(await callApi(t.app, updateAdminStory, { params: { id: story.id }, body: { ...body, goodsId: null }, token: as.token }))).goods).toBeNull()
    expect(expectOk(await callApi(t.app, listAdminStories, { query: { keyword: '小周' }, token: as.token })).list).toHaveLength(1)
    expect((await expectOk<any>(await callApi(t.app, publishAdminStory, { params: { id: story.id }, body: {}, token: as.token }))).state).toBe('published')
    expect((await expectOk<any>(await callApi(t.app, unpublishAdminStory, { params: { id: story.id }, body: {}, token: as.token }))).state).toBe('draft')
    expect(await actions('story', story.id)).toEqual(['story.create', 'story.update', 'story.publish', 'story.unpublish'])
  })
})

describe('about pages', () => {
  it('lists both pages, edits one (sanitised, audited), and refuses an unknown key or an empty page', async () => {
    expect((await expectOk<any>(await callApi(t.app, listAdminAboutPages, { token: as.token }))).list.map((p: any) => p.id)).toEqual(['us', 'enterprise'])
    const page = await expectOk<any>(await callApi(t.app, updateAdminAboutPage, { params: { id: 'us' }, body: { title: '关于绿动', contentHtml: '<h3>简介</h3><p>成立于2015年</p><script>x</script>' }, token: as.token }))
    expect(page).toMatchObject({ id: 'us', title: '关于绿动', coverUrl: '', contentHtml: '<h3>简介</h3><p>成立于2015年</p>' })
    expect(expectOk(await callApi(t.app, getAboutPage, { params: { key: 'us' } })).summary).toBe('简介 成立于2015年')
    expect((await expectOk<any>(await callApi(t.app, getAdminAboutPage, { params: { id: 'us' }, token: as.token }))).title).toBe('关于绿动')
    expectRefusal(await callApi(t.app, updateAdminAboutPage, { params: { id: 'us' }, body: { title: '关于', contentHtml: '<p></p>' }, token: as.token }), 'VALIDATION', '页面正文')
    expectRefusal(await callApi(t.app, updateAdminAboutPage, { params: { id: 'us' }, body: { title: '', contentHtml: '<p>x</p>' }, token: as.token }), 'VALIDATION', '页面标题')
    expectRefusal(await callApi(t.app, getAdminAboutPage, { params: { id: 'team' }, token: as.token }), 'VALIDATION', '页面')
    expect(await actions('aboutPage', 'us')).toEqual(['aboutPage.update'])
  })
})
