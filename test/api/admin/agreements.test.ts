// The back office's agreements (/api/admin/agreements*): access, list by kind with paging, one text, saving a new
// version (sanitised, numbered, kept in agreement_versions with its editor, audited), adding a goods agreement,
// the version history, and version 1 written by the start-up insertion of the texts.
import { and, eq } from 'drizzle-orm'
import { AGREEMENT_TEXTS, seedAgreements } from '../../../server/seed'
import { agreements, agreementVersions, auditLog } from '../../../server/src/db/schema'
import { expectOk, expectRefusal } from '../helpers/api'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createAdminAgreement, getAdminAgreement, listAdminAgreementVersions, listAdminAgreements, listAdminAgreements as listAdminAgreementsEndpoint, updateAdminAgreement } from '@contract/catalog/agreements-admin-endpoints'
import { getAgreement, listGoodsAgreements } from '@contract/catalog/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
let content: { id: number; token: string }
let learner: string
let finance: string
const goodsCount = AGREEMENT_TEXTS.filter((a) => a.kind === 'goods').length

beforeAll(async () => {
  t = await createTestApp()
  await seedAgreements(t.db)
  await seedAgreements(t.db)
  content = await t.createUser({ roles: ['content'], name: '内容小王' })
  learner = (await t.createUser()).token
  finance = (await t.createUser({ roles: ['finance'] })).token
})
afterAll(() => t.close())

const idOf = async (slug: string) => (await t.db.select().from(agreements).where(eq(agreements.slug, slug)))[0].id

it('starts every inserted text at version 1, once, however often start-up runs', async () => {
  const versions = await t.db.select().from(agreementVersions)
  expect(versions).toHaveLength(AGREEMENT_TEXTS.length)
  expect(versions.every((v) => v.version === 1 && v.editedBy === null)).toBe(true)
})

it('refuses without a token (401), a learner and finance (403)', async () => {
  expect((await callApiRaw(t.app, listAdminAgreements)).statusCode).toBe(401)
  expect((await callApiRaw(t.app, listAdminAgreementsEndpoint, { token: learner })).statusCode).toBe(403)
  expect((await callApiRaw(t.app, updateAdminAgreement, { params: { id: 1 }, body: { title: 'x', content: 'y' }, token: finance })).statusCode).toBe(403)
})

it('lists every text (user, privacy, then goods), filters by kind and pages', async () => {
  const all = expectOk(await callApi(t.app, listAdminAgreementsEndpoint, { query: { size: 2 }, token: content.token }))
  expect(all.total).toBe(AGREEMENT_TEXTS.length)
  expect(all.list.map((a: any) => a.kind)).toEqual(['user', 'privacy'])
  expect(all.list[0]).toEqual({ id: expect.any(Number), kind: 'user', slug: 'user', title: '绿动健身学院用户服务协议', version: 1, updatedAt: expect.any(String) })
  expect(expectOk(await callApi(t.app, listAdminAgreementsEndpoint, { query: { kind: 'goods' }, token: content.token })).total).toBe(goodsCount)
  expectRefusal(await callApiRaw(t.app, listAdminAgreementsEndpoint, { query: { kind: 'other' }, token: content.token }), 'VALIDATION', '协议类型')
  expectRefusal(await callApi(t.app, getAdminAgreement, { params: { id: 999999 }, token: content.token }), 'NOT_FOUND', '协议不存在')
})

describe('saving a new version', () => {
  it('sanitises the text, raises the version, keeps the old text and audits it', async () => {
    const id = await idOf('user')
    const before = expectOk(await callApi(t.app, getAdminAgreement, { params: { id: id }, token: content.token }))
    const saved = expectOk(await callApi(t.app, updateAdminAgreement, { params: { id: id }, body: {
      title: '用户服务协议（2026版）',
      content: '<h3>一、总则</h3><p onclick="x()">正文</p><script>alert(1)</script><img src=x onerror=alert(1)>'
    }, token: content.token }))
    expect(saved).toMatchObject({ id, version: 2, title: '用户服务协议（2026版）' })
    expect(saved.content).not.toMatch(/<script|<img|<p on/)
    expect(saved.content).toContain('<h3>一、总则</h3>')
    // The app reads the new text at once.
    expect(expectOk(await callApi(t.app, getAgreement, { params: { type: 'user' } })).title).toBe('用户服务协议（2026版）')

    const versions = expectOk(await callApi(t.app, listAdminAgreementVersions, { params: { id: id }, token: content.token }))
    expect(versions.total).toBe(2)
    expect(versions.list.map((v: any) => v.version)).toEqual([2, 1])
    expect(versions.list[0]).toMatchObject({ editedBy: content.id, editedByName: '内容小王', content: saved.content })
    expect(versions.list[1]).toMatchObject({ editedBy: null, editedByName: '', content: before.content })

    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'agreement.update'), eq(auditLog.resourceId, String(id))))
    expect(entry).toMatchObject({ actorId: content.id, before: { version: 1, title: before.title }, after: { version: 2 } })
  })

  it('names the field of each mistake and answers a missing agreement', async () => {
    const id = await idOf('privacy')
    const put = (body: object) => callApiRaw(t.app, updateAdminAgreement, { params: { id: id }, body: body, token: content.token })
    const empty = expectRefusal(await put({ title: ' ', content: '<p>x</p>' }), 'VALIDATION', '请填写协议标题')
    expect(empty.fields).toEqual([{ field: 'title', message: '请填写协议标题' }])
    expectRefusal(await put({ title: 'x'.repeat(61), content: 'x' }), 'VALIDATION', '协议标题不能超过60个字')
    expectRefusal(await put({ title: 'x' }), 'VALIDATION', '请填写协议内容')
    expectRefusal(await put({ title: 'x', content: 'y', kind: 'goods' }), 'VALIDATION', '不支持的参数：kind')
    expectRefusal(await callApi(t.app, updateAdminAgreement, { params: { id: 999999 }, body: { title: 'x', content: 'y' }, token: content.token }), 'NOT_FOUND', '协议不存在')
    expectRefusal(await callApi(t.app, listAdminAgreementVersions, { params: { id: 999999 }, token: content.token }), 'NOT_FOUND', '协议不存在')
  })
})

it('adds a goods agreement at version 1, listed for buyers, audited', async () => {
  const created = expectOk(await callApi(t.app, createAdminAgreement, { body: { title: '私教课购买协议', content: '<p>条款</p>' }, token: content.token }))
  expect(created).toMatchObject({ kind: 'goods', version: 1, title: '私教课购买协议', content: '<p>条款</p>', slug: expect.stringMatching(/^goods-[0-9a-f]{10}$/) })
  const publicList = expectOk(await callApi(t.app, listGoodsAgreements, { query: { size: 50 } }))
  expect(publicList.list.map((a: any) => a.id)).toContain(created.id)
  const versions = expectOk(await callApi(t.app, listAdminAgreementVersions, { params: { id: created.id }, token: content.token }))
  expect(versions.list).toEqual([expect.objectContaining({ version: 1, editedBy: content.id })])
  expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'agreement.create'))).toHaveLength(1)
})
