// The audit log's read endpoints: admin only, newest first, filters, and a clear message for a bad date.
import { recordAudit } from '../../../server/src/contexts/system'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { getAuditEntry, listAuditLog } from '@contract/system/admin-endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
let adminToken: string
const actor = { id: 1, name: '审计测试员', phone: '13900009999' }

beforeAll(async () => {
  t = await createTestApp()
  adminToken = (await t.createUser({ roles: ['admin'] })).token
  const db = t.db
  await db.transaction(async (tx) => {
    await recordAudit(tx, actor, { action: 'goods.update', resource: 'goods', resourceId: 7, summary: '改价', before: { priceFen: 100 }, after: { priceFen: 200 } })
    await recordAudit(tx, actor, { action: 'refund.approve', resource: 'refund', resourceId: 3, summary: '财务审核通过' })
  })
})
afterAll(() => t.close())

describe('who may read the audit log', () => {
  it('answers 401 without a token', async () => {
    expect((await callApiRaw(t.app, listAuditLog)).statusCode).toBe(401)
  })

  it('refuses a learner and operators other than admin with 403', async () => {
    for (const roles of [[], ['finance'], ['content'], ['academic']] as const) {
      const { token } = await t.createUser({ roles: [...roles] })
      expect((await callApiRaw(t.app, listAuditLog, { token })).statusCode).toBe(403)
    }
  })
})

describe('GET /api/admin/audit', () => {
  it('lists entries newest first with who, what, before and after', async () => {
    const body = (await callApi(t.app, listAuditLog, { query: { page: 1, size: 10 }, token: adminToken }))
    expect(body.status).toBe(1)
    expect(body.data!.total).toBe(2)
    const [newest, older] = body.data!.list
    expect(newest).toMatchObject({ action: 'refund.approve', resource: 'refund', resourceId: '3', actorName: '审计测试员', actorPhone: '13900009999' })
    expect(older).toMatchObject({ action: 'goods.update', before: { priceFen: 100 }, after: { priceFen: 200 } })
  })

  it('filters by resource, object id, action and dates', async () => {
    const get = async (query: string) => (await callApiRaw(t.app, listAuditLog, { query, token: adminToken })).json().data.total
    expect(await get('resource=goods')).toBe(1)
    expect(await get('resource=goods&resourceId=8')).toBe(0)
    expect(await get('action=refund.approve')).toBe(1)
    expect(await get('actorId=1')).toBe(2)
    expect(await get('from=2000-01-01&to=2000-01-02')).toBe(0)
  })

  it('names the field of a malformed date', async () => {
    const body = (await callApi(t.app, listAuditLog, { query: { from: '2026-13-01' }, token: adminToken }))
    expect(body).toMatchObject({ status: 0, code: 'VALIDATION' })
    expect(body.message).toContain('开始日期')
  })

  it('answers one entry, and NOT_FOUND for an unknown id', async () => {
    const list = (await callApi(t.app, listAuditLog, { token: adminToken })).data!.list
    const one = (await callApi(t.app, getAuditEntry, { params: { id: list[0].id }, token: adminToken }))
    expect(one.data!.summary).toBe('财务审核通过')
    const missing = (await callApi(t.app, getAuditEntry, { params: { id: 999999 }, token: adminToken }))
    expect(missing).toMatchObject({ status: 0, code: 'NOT_FOUND', message: '日志不存在' })
  })
})
