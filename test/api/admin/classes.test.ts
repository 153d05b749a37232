// The back office's classes and exam sessions of a goods: access (area classes: academic staff too), field
// messages, paging, the capacity rule (never below the seats taken, seats_left moved with it), stop and reopen
// sign-up, not found, and the audit rows.
import { and, eq } from 'drizzle-orm'
import { auditLog, examSessions, goodsClasses } from '../../../server/src/db/schema'
import { expectOk, expectRefusal } from '../helpers/api'
import { catalogApp, makeGoods, type CatalogTest } from '../helpers/catalog-fixtures'
import { createAdminClass, createAdminExamSession, getAdminClass, getAdminExamSession, listAdminClasses, listAdminClasses as listAdminClassesEndpoint, listAdminExamSessions, setAdminClassStatus, setAdminExamSessionStatus, updateAdminClass, updateAdminExamSession } from '@contract/catalog/admin-endpoints'
import { getGoods } from '@contract/catalog/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let c: CatalogTest
let academic: string
let learner: string
let finance: string
let goodsId: number
beforeAll(async () => {
  c = await catalogApp()
  academic = (await c.t.createUser({ roles: ['academic'] })).token
  learner = (await c.t.createUser()).token
  finance = (await c.t.createUser({ roles: ['finance'] })).token
  goodsId = await makeGoods(c.t.db, { title: '排课测试课程' })
})
afterAll(() => c.t.close())

const klass = (extra: object = {}) => ({
  name: '北京一期', city: '北京', startDate: '2026-04-01', endDate: '2026-04-05', schedule: '每天 9:00-17:00', capacity: 3, ...extra
})
const session = (extra: object = {}) => ({
  startsAt: '2026-05-01T01:00:00Z', city: '上海', venueName: '徐汇考点', venueAddress: '上海市徐汇区某路1号', capacity: 2, ...extra
})
const auditOf = (action: string, resourceId: number) =>
  c.t.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.resourceId, String(resourceId))))

function expectField(res: { json(): any }, field: string, message: string | RegExp) {
  const body = expectRefusal(res as never, 'VALIDATION')
  expect(body.fields).toEqual(expect.arrayContaining([{ field, message: expect.stringMatching(message) }]))
}

describe('classes', () => {
  it('refuses without a token (401), a learner and finance (403)', async () => {
    expect((await callApiRaw(c.t.app, listAdminClasses, { params: { goodsId: goodsId } })).statusCode).toBe(401)
    expect((await callApiRaw(c.t.app, listAdminClassesEndpoint, { params: { goodsId: goodsId }, token: learner })).statusCode).toBe(403)
    expect((await callApiRaw(c.t.app, createAdminClass, { params: { goodsId: goodsId }, body: klass(), token: finance })).statusCode).toBe(403)
  })

  it('adds a class with its seats, lists and shows it, and audits it', async () => {
    const created = expectOk(await callApi(c.t.app, createAdminClass, { params: { goodsId: goodsId }, body: klass(), token: academic }))
    expect(created).toMatchObject({ goodsId, name: '北京一期', days: 5, capacity: 3, seatsLeft: 3, seatsTaken: 0, transfersAllowed: 3, status: 'upcoming' })
    expectOk(await callApi(c.t.app, createAdminClass, { params: { goodsId: goodsId }, body: klass({ name: '北京二期', startDate: '2026-05-01', endDate: '2026-05-01' }), token: academic }))
    const page = expectOk(await callApi(c.t.app, listAdminClassesEndpoint, { params: { goodsId: goodsId }, query: { size: 1, page: 2 }, token: academic }))
    expect(page).toMatchObject({ total: 2, page: 2, size: 1, list: [{ name: '北京二期', days: 1 }] })
    expect(expectOk(await callApi(c.t.app, getAdminClass, { params: { id: created.id }, token: academic })).name).toBe('北京一期')
    // Learners see it on the goods page.
    expect(expectOk(await callApi(c.t.app, getGoods, { params: { id: goodsId } })).classes.map((k: any) => k.name)).toContain('北京一期')
    const [entry] = await auditOf('class.create', created.id)
    expect(entry).toMatchObject({ resource: 'class', after: expect.objectContaining({ name: '北京一期', capacity: 3 }) })
  })

  it('names the field of each mistake', async () => {
    const post = (body: object) => callApiRaw(c.t.app, createAdminClass, { params: { goodsId: goodsId }, body: body, token: academic })
    expectField(await post(klass({ city: ' ' })), 'city', '请填写城市')
    expectField(await post(klass({ endDate: '2026-03-31' })), 'endDate', '结课日期不能早于开课日期')
    expectField(await post(klass({ startDate: '2026/04/01' })), 'startDate', '开课日期格式应为YYYY-MM-DD')
    expectField(await post(klass({ capacity: 0 })), 'capacity', '名额至少为1')
    expectField(await post(klass({ name: '' })), 'name', '请填写班级名称')
  })

  it('moves seats with the capacity, never below the seats taken', async () => {
    const k = expectOk(await callApi(c.t.app, createAdminClass, { params: { goodsId: goodsId }, body: klass({ name: '容量班' }), token: academic }))
    // Two seats taken by orders.
    await c.t.db.update(goodsClasses).set({ seatsLeft: 1 }).where(eq(goodsClasses.id, k.id))
    expectRefusal(await callApi(c.t.app, updateAdminClass, { params: { id: k.id }, body: klass({ name: '容量班', capacity: 1 }), token: academic }), 'CAPACITY_BELOW_TAKEN', '名额不能少于已报名的2人')
    const exact = expectOk(await callApi(c.t.app, updateAdminClass, { params: { id: k.id }, body: klass({ name: '容量班', capacity: 2 }), token: academic }))
    expect(exact).toMatchObject({ capacity: 2, seatsLeft: 0, seatsTaken: 2, status: 'full' })
    const grown = expectOk(await callApi(c.t.app, updateAdminClass, { params: { id: k.id }, body: klass({ name: '容量班', city: '天津', capacity: 5 }), token: academic }))
    expect(grown).toMatchObject({ capacity: 5, seatsLeft: 3, seatsTaken: 2, city: '天津', status: 'upcoming' })
    const [entry] = await auditOf('class.update', k.id)
    expect(entry.before).toMatchObject({ capacity: 3, seatsLeft: 1 })
    expect(entry.after).toMatchObject({ capacity: 2, seatsLeft: 0 })
  })

  it('stops and reopens sign-up, refusing a change that is already so', async () => {
    const k = expectOk(await callApi(c.t.app, createAdminClass, { params: { goodsId: goodsId }, body: klass({ name: '状态班' }), token: academic }))
    const status = (value: string) => callApiRaw(c.t.app, setAdminClassStatus, { params: { id: k.id }, body: { status: value }, token: academic })
    expect(expectOk<any>(await status('off_sale')).status).toBe('off_sale')
    expectRefusal(await status('off_sale'), 'CONFLICT', '班级已停止报名')
    expect(expectOk<any>(await status('upcoming')).status).toBe('upcoming')
    expectRefusal(await status('upcoming'), 'CONFLICT')
    expectField(await status('ended'), 'status', '班级状态只能改为')
    expect(await auditOf('class.stop', k.id)).toHaveLength(1)
    expect(await auditOf('class.reopen', k.id)).toHaveLength(1)
  })

  it('answers missing goods and classes clearly', async () => {
    expectRefusal(await callApi(c.t.app, listAdminClassesEndpoint, { params: { goodsId: 999999 }, token: academic }), 'NOT_FOUND', '商品不存在')
    expectRefusal(await callApi(c.t.app, createAdminClass, { params: { goodsId: 999999 }, body: klass(), token: academic }), 'NOT_FOUND', '商品不存在')
    expectRefusal(await callApi(c.t.app, getAdminClass, { params: { id: 999999 }, token: academic }), 'CLASS_NOT_FOUND', '班级不存在')
    expectRefusal(await callApi(c.t.app, updateAdminClass, { params: { id: 999999 }, body: klass(), token: academic }), 'CLASS_NOT_FOUND')
    expectRefusal(await callApi(c.t.app, setAdminClassStatus, { params: { id: 999999 }, body: { status: 'off_sale' }, token: academic }), 'CLASS_NOT_FOUND')
  })
})

describe('exam sessions', () => {
  let examId: number
  beforeAll(async () => {
    examId = await makeGoods(c.t.db, { kind: 'exam', title: '排考测试' })
  })

  it('adds, lists, edits (capacity rule) and closes a session, with audit rows', async () => {
    expect((await callApiRaw(c.t.app, listAdminExamSessions, { params: { goodsId: examId }, token: learner })).statusCode).toBe(403)
    const s = expectOk(await callApi(c.t.app, createAdminExamSession, { params: { goodsId: examId }, body: session(), token: academic }))
    expect(s).toMatchObject({ goodsId: examId, city: '上海', capacity: 2, seatsLeft: 2, status: 'open', closedByStaff: false, startsAt: '2026-05-01T01:00:00.000Z' })
    expect(expectOk(await callApi(c.t.app, listAdminExamSessions, { params: { goodsId: examId }, token: academic })).total).toBe(1)
    await c.t.db.update(examSessions).set({ seatsLeft: 0, status: 'full' }).where(eq(examSessions.id, s.id))
    expectRefusal(await callApi(c.t.app, updateAdminExamSession, { params: { id: s.id }, body: session({ capacity: 1 }), token: academic }), 'CAPACITY_BELOW_TAKEN', '2人')
    const grown = expectOk(await callApi(c.t.app, updateAdminExamSession, { params: { id: s.id }, body: session({ capacity: 4, venueName: '新考点' }), token: academic }))
    expect(grown).toMatchObject({ capacity: 4, seatsLeft: 2, seatsTaken: 2, status: 'open', venueName: '新考点' })
    const closed = expectOk(await callApi(c.t.app, setAdminExamSessionStatus, { params: { id: s.id }, body: { status: 'closed' }, token: academic }))
    expect(closed).toMatchObject({ status: 'closed', closedByStaff: true })
    expectRefusal(await callApi(c.t.app, setAdminExamSessionStatus, { params: { id: s.id }, body: { status: 'closed' }, token: academic }), 'CONFLICT')
    for (const action of ['session.create', 'session.update', 'session.close']) expect(await auditOf(action, s.id)).toHaveLength(1)
  })

  it('names the field of each mistake and answers a missing session', async () => {
    const post = (body: object) => callApiRaw(c.t.app, createAdminExamSession, { params: { goodsId: examId }, body: body, token: academic })
    expectField(await post(session({ startsAt: '下周一' })), 'startsAt', '考试时间格式无效')
    expectField(await post(session({ venueAddress: '' })), 'venueAddress', '请填写考场地址')
    expectRefusal(await callApi(c.t.app, getAdminExamSession, { params: { id: 999999 }, token: academic }), 'SESSION_NOT_FOUND', '考试场次不存在')
  })
})
