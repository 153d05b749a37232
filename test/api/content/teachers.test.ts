// The teachers learners read (/api/teachers*, /api/goods/:id/teachers) over the demo seed: paging by sort, one
// teacher with only the goods on sale they teach (in the order set), a goods' visible teachers, drafts and future
// schedules hidden everywhere, not found for hidden and missing alike, validation, and caching without a token.
import { eq } from 'drizzle-orm'
import { SEED_TEACHERS, seedDemoAbout, seedDemoCatalog } from '../../../server/seed'
import { goods, goodsTeachers, teachers } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { getTeacher, listGoodsTeachers, listTeachers } from '@contract/content/about-endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

const clock = testClock()
let t: TestApp
const HOUR = 3_600_000

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  await seedDemoCatalog(t.db, clock.now())
  expect(await seedDemoAbout(t.db)).toBe(true)
  expect(await seedDemoAbout(t.db)).toBe(false)
})
afterAll(() => t.close())

const goodsId = async (slug: string) => (await t.db.select().from(goods).where(eq(goods.slug, slug)))[0].id
const teacherId = async (name: string) => (await t.db.select().from(teachers).where(eq(teachers.name, name)))[0].id

async function addTeacher(name: string, values: { published: boolean; publishAt?: Date }, teaches: number[] = []) {
  const [row] = await t.db.insert(teachers).values({ name, title: '讲师', sort: 1, ...values }).returning()
  if (teaches.length) await t.db.insert(goodsTeachers).values(teaches.map((g) => ({ goodsId: g, teacherId: row.id })))
  return row.id
}

it('seeds at least six published teachers, each teaching demo goods, once', async () => {
  expect(SEED_TEACHERS.length).toBeGreaterThanOrEqual(6)
  expect(await t.db.select().from(teachers)).toHaveLength(SEED_TEACHERS.length)
  const links = await t.db.select().from(goodsTeachers)
  expect(new Set(links.map((l) => l.teacherId)).size).toBe(SEED_TEACHERS.length)
  expect((await t.db.select().from(teachers)).every((r) => r.avatarUrl.startsWith('/uploads/') && r.bioHtml.startsWith('<p>'))).toBe(true)
})

it('pages the visible teachers by sort and says where the end is', async () => {
  const first = expectOk(await callApi(t.app, listTeachers, { query: { size: 3 } }))
  expect(first).toMatchObject({ total: SEED_TEACHERS.length, page: 1, size: 3 })
  expect(first.list.map((x: any) => x.name)).toEqual(SEED_TEACHERS.slice(0, 3).map((s) => s.name))
  expect(first.list[0]).toEqual({
    id: expect.any(Number), name: '林卓然', title: SEED_TEACHERS[0].title, avatarUrl: expect.stringMatching(/^\/uploads\//),
    tags: SEED_TEACHERS[0].tags, intro: SEED_TEACHERS[0].intro
  })
  const last = expectOk(await callApi(t.app, listTeachers, { query: { size: 3, page: Math.ceil(SEED_TEACHERS.length / 3) } }))
  expect(last.list).toHaveLength(SEED_TEACHERS.length % 3 || 3)
  expect(expectOk(await callApi(t.app, listTeachers, { query: { page: 99 } })).list).toEqual([])
})

it("answers one teacher with the bio and only the goods on sale they teach, in the teacher's order", async () => {
  const teacher = expectOk(await callApi(t.app, getTeacher, { params: { id: await teacherId('唐晓雯') } }))
  expect(teacher.bioHtml).toMatch(/^<p>/)
  // 拳击教练基础班 is off sale: linked, but not shown.
  expect(teacher.courses.map((c: any) => c.title)).toEqual(['青少年体能训练指导', '女性力量训练公开课'])
  expect(teacher.courses[0]).toMatchObject({ id: await goodsId('youth-fitness'), kind: 'course', priceFen: expect.any(Number), cover: expect.any(String) })
  const lin = expectOk(await callApi(t.app, getTeacher, { params: { id: await teacherId('林卓然') } }))
  expect(lin.courses.map((c: any) => c.id)).toEqual(await Promise.all(SEED_TEACHERS[0].goods.map(goodsId)))
})

it('leaves out goods scheduled for later until their time comes', async () => {
  const id = await goodsId('career-lecture')
  await t.db.update(goods).set({ publishAt: new Date(clock.now().getTime() + HOUR) }).where(eq(goods.id, id))
  const titles = async () => expectOk(await callApi(t.app, getTeacher, { params: { id: await teacherId('林卓然') } })).courses.map((c: any) => c.id)
  expect(await titles()).not.toContain(id)
  clock.advance(HOUR)
  expect(await titles()).toContain(id)
})

it('hides draft and scheduled teachers in the list, the detail and on goods pages, until their time', async () => {
  const course = await goodsId('sports-massage')
  const draft = await addTeacher('草稿讲师', { published: false }, [course])
  const later = await addTeacher('定时讲师', { published: true, publishAt: new Date(clock.now().getTime() + HOUR) }, [course])
  const names = async () => expectOk(await callApi(t.app, listTeachers, { query: { size: 50 } })).list.map((x: any) => x.name)
  const ofGoods = async () => expectOk(await callApi(t.app, listGoodsTeachers, { params: { id: course } })).map((x) => x.name)
  expect(await names()).not.toContain('草稿讲师')
  expect(await names()).not.toContain('定时讲师')
  expect(await ofGoods()).toEqual(['郭立帆'])
  expectRefusal(await callApi(t.app, getTeacher, { params: { id: draft } }), 'NOT_FOUND', '内容不存在')
  expectRefusal(await callApi(t.app, getTeacher, { params: { id: later } }), 'NOT_FOUND', '内容不存在')
  clock.advance(HOUR)
  expect(await names()).toContain('定时讲师')
  expect(await ofGoods()).toEqual(['定时讲师', '郭立帆'])
  expect(expectOk(await callApi(t.app, getTeacher, { params: { id: later } })).name).toBe('定时讲师')
})

it("answers a goods' teachers as summaries, and none for a goods nobody teaches or that does not exist", async () => {
  const list = expectOk(await callApi(t.app, listGoodsTeachers, { params: { id: await goodsId('rehab-posture') } }))
  expect(list.map((x) => x.name)).toEqual(['苏婉清', '郭立帆'])
  expect(Object.keys(list[0]).sort()).toEqual(['avatarUrl', 'id', 'intro', 'name', 'tags', 'title'])
  expect(expectOk(await callApi(t.app, listGoodsTeachers, { params: { id: await goodsId('coach-online-bundle') } }))).toEqual([])
  expect(expectOk(await callApi(t.app, listGoodsTeachers, { params: { id: 999999 } }))).toEqual([])
})

it('answers not found for a missing teacher and refuses bad input with the field named', async () => {
  expectRefusal(await callApi(t.app, getTeacher, { params: { id: 999999 } }), 'NOT_FOUND', '内容不存在')
  expectRefusal(await callApi(t.app, getTeacher, { params: { id: 'abc' } }), 'VALIDATION', '讲师编号')
  expectRefusal(await callApi(t.app, listGoodsTeachers, { params: { id: 0 } }), 'VALIDATION', '商品编号')
  expectRefusal(await callApi(t.app, listTeachers, { query: { size: 51 } }), 'VALIDATION', '每页条数')
  expectRefusal(await callApi(t.app, listTeachers, { query: { page: 0 } }), 'VALIDATION', '页码')
})

it('lets public reads be cached without a token, never with one', async () => {
  expect((await callApiRaw(t.app, listTeachers)).headers['cache-control']).toBeUndefined()
  expect((await callApiRaw(t.app, listTeachers, { token: 'x'.repeat(40) })).headers['cache-control']).toBe('no-store')
})
