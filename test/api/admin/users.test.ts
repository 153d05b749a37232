// The console's users area: who may call it, search and filters, one account, roles (audited, no self-lockout),
// disabling (sessions end at once, sign-in refused) and enabling again.
import { userProfiles } from '../../../server/src/db/schema'
import type { AdminUserDetail, AdminUserSummary } from '@contract/identity/admin-shapes'
import type { AuditEntry } from '@contract/admin'
import type { Paged } from '@contract/envelope'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal } from '../helpers/api'
import { getAdminDashboard } from '@contract/commerce/dashboard-admin-endpoints'
import { disableAdminUser, enableAdminUser, getAdminUser, listAdminUsers, setAdminUserRoles } from '@contract/identity/admin-endpoints'
import { changePassword, getCurrentUser, loginByPassword } from '@contract/identity/endpoints'
import { listAuditLog } from '@contract/system/admin-endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
let admin: { id: number; token: string }
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ roles: ['admin'], name: '管理员甲' })
})
afterAll(() => t.close())

const list = async (query: string, token = admin.token) =>
  expectOk<Paged<AdminUserSummary>>(await callApiRaw(t.app, listAdminUsers, { query, token }))
const setRoles = (id: number, roles: string[], token = admin.token) => callApiRaw(t.app, setAdminUserRoles, { params: { id: id }, body: { roles }, token })
const disable = (id: number, reason?: string, token = admin.token) => callApiRaw(t.app, disableAdminUser, { params: { id: id }, body: reason ? { reason } : {}, token })
const enable = (id: number, token = admin.token) => callApiRaw(t.app, enableAdminUser, { params: { id: id }, body: {}, token })

async function auditOf(action: string, resourceId: number): Promise<AuditEntry[]> {
  const page = expectOk(await callApi(t.app, listAuditLog, { query: { action: action, resource: 'user', resourceId: String(resourceId) }, token: admin.token }))
  return page.list
}

describe('access', () => {
  it('needs a token, and an operator role of the area', async () => {
    const learner = await t.createUser()
    const content = await t.createUser({ roles: ['content'] })
    const finance = await t.createUser({ roles: ['finance'] })
    const academic = await t.createUser({ roles: ['academic'] })
    expect((await callApiRaw(t.app, listAdminUsers)).statusCode).toBe(401)
    expect((await callApiRaw(t.app, listAdminUsers, { token: learner.token })).statusCode).toBe(403)
    expect((await callApiRaw(t.app, getAdminUser, { params: { id: learner.id }, token: content.token })).statusCode).toBe(403)
    expectOk(await callApi(t.app, listAdminUsers, { token: finance.token }))
    expectOk(await callApi(t.app, getAdminUser, { params: { id: learner.id }, token: academic.token }))
    for (const who of [learner, content, finance, academic]) {
      expect((await setRoles(learner.id, ['teacher'], who.token)).statusCode).toBe(403)
      expect((await disable(learner.id, undefined, who.token)).statusCode).toBe(403)
      expect((await enable(learner.id, who.token)).statusCode).toBe(403)
    }
    expect((await setRoles(learner.id, ['teacher'], '')).statusCode).toBe(401)
  })
})

describe('GET /api/admin/users', () => {
  it('searches phone and name literally, filters by role and status, pages newest first', async () => {
    const a = await t.createUser({ phone: '13612340001', name: '张三_教练' })
    const b = await t.createUser({ phone: '13612340002', name: '李四', roles: ['content'] })
    const c = await t.createUser({ phone: '13612340003', name: '王五%', roles: ['finance', 'content'] })
    expect((await list('keyword=1361234')).list.map((u) => u.id)).toEqual([c.id, b.id, a.id])
    expect((await list('keyword=340002')).list.map((u) => u.id)).toEqual([b.id])
    expect((await list('keyword=张三')).list.map((u) => u.id)).toEqual([a.id])
    expect((await list(`keyword=${encodeURIComponent('張三')}`)).list.map((u) => u.id)).toEqual([a.id])
    // % and _ are matched as themselves, not as wildcards.
    expect((await list('keyword=%25')).list.map((u) => u.id)).toEqual([c.id])
    expect((await list('keyword=_')).list.map((u) => u.id)).toEqual([a.id])
    expect((await list('keyword=1361234&role=content')).list.map((u) => u.id)).toEqual([c.id, b.id])
    expect((await list('keyword=1361234&role=learner')).list.map((u) => u.id)).toEqual([a.id])
    const first = await list('keyword=1361234&size=2&page=1')
    const second = await list('keyword=1361234&size=2&page=2')
    expect(first).toMatchObject({ total: 3, page: 1, size: 2 })
    expect([...first.list, ...second.list].map((u) => u.id)).toEqual([c.id, b.id, a.id])
    expect(first.list[0]).toEqual({
      id: c.id, phone: '13612340003', name: '王五%', avatar: '', roles: ['learner', 'finance', 'content'], disabled: false,
      createdAt: expect.any(String)
    })
    expectOk(await disable(b.id))
    expect((await list('keyword=1361234&disabled=true')).list.map((u) => u.id)).toEqual([b.id])
    expect((await list('keyword=1361234&disabled=false')).list.map((u) => u.id)).toEqual([c.id, a.id])
  })

  it('names the field of a bad filter', async () => {
    const bad = expectRefusal(await callApiRaw(t.app, listAdminUsers, { query: { role: 'boss' }, token: admin.token }), 'VALIDATION', '角色无效')
    expect(bad.fields).toEqual([{ field: 'role', message: '角色无效' }])
    expectRefusal(await callApiRaw(t.app, listAdminUsers, { query: { disabled: 'yes' }, token: admin.token }), 'VALIDATION', '账号状态应为true或false')
    expectRefusal(await callApi(t.app, listAdminUsers, { query: { keyword: '1'.repeat(31) }, token: admin.token }), 'VALIDATION', '关键词不能超过30个字')
    expectRefusal(await callApi(t.app, listAdminUsers, { query: { size: 51 }, token: admin.token }), 'VALIDATION', '每页条数不能超过50')
    expectRefusal(await callApiRaw(t.app, listAdminUsers, { query: { color: 'red' }, token: admin.token }), 'VALIDATION', '不支持的参数：color')
  })
})

describe('GET /api/admin/users/:id', () => {
  it('shows the account with its profile, the ID number masked but its last 4', async () => {
    const user = await t.createUser({ name: '赵六' })
    await t.db.insert(userProfiles).values({ userId: user.id, gender: 'female', birthday: '1990-05-01', idType: 'id_card', idNumber: '11010519491231002X', job: '教练' })
    const detail = expectOk(await callApi(t.app, getAdminUser, { params: { id: user.id }, token: admin.token }))
    expect(detail).toMatchObject({
      id: user.id, name: '赵六', roles: ['learner'], disabled: false, disabledAt: null, hasPassword: false, wechatBound: false,
      lastSeenAt: expect.any(String),
      profile: { gender: 'female', birthday: '1990-05-01', idType: 'id_card', idNumberMasked: '**************002X', job: '教练', education: '' }
    })
    expect(JSON.stringify(detail)).not.toContain('11010519491231002X')
  })

  it('answers not found, and names a bad id', async () => {
    expectRefusal(await callApi(t.app, getAdminUser, { params: { id: 999999 }, token: admin.token }), 'NOT_FOUND', '用户不存在')
    expectRefusal(await callApi(t.app, getAdminUser, { params: { id: 'abc' }, token: admin.token }), 'VALIDATION', '用户编号无效')
  })
})

describe('PUT /api/admin/users/:id/roles', () => {
  it('grants and revokes, effective at once in the user\'s own session, audited with before and after', async () => {
    const user = await t.createUser()
    // A console session open before the grant (the console's API takes no app session).
    const { token: consoleToken } = await t.tokens.issueToken(user.id, 'jest', 'console')
    const granted = expectOk<AdminUserDetail>(await setRoles(user.id, ['content', 'finance', 'learner']))
    expect(granted.roles).toEqual(['learner', 'finance', 'content'])
    const me = expectOk(await callApi(t.app, getCurrentUser, { token: user.token }))
    expect(me.user.roles).toEqual(['learner', 'finance', 'content'])
    expectOk(await callApi(t.app, getAdminDashboard, { token: consoleToken }))

    expect(expectOk<AdminUserDetail>(await setRoles(user.id, ['content'])).roles).toEqual(['learner', 'content'])
    expect((await callApiRaw(t.app, getAdminDashboard, { token: consoleToken })).statusCode).toBe(403)
    const [revoke, grant] = await auditOf('user.roles', user.id)
    expect(grant).toMatchObject({ actorId: admin.id, before: { roles: [] }, after: { roles: ['finance', 'content'] } })
    expect(revoke).toMatchObject({ before: { roles: ['finance', 'content'] }, after: { roles: ['content'] } })
    expect(revoke.summary).toContain('「财务、内容运营」改为「内容运营」')
    // Stored as a code and its values too, which the console words in the reader's language.
    expect(revoke).toMatchObject({ summaryCode: 'user.roles', summaryParams: { before: 'finance,content', after: 'content' } })
  })

  it('keeps an admin from removing their own admin role', async () => {
    const other = await t.createUser({ roles: ['admin'] })
    expectRefusal(await setRoles(other.id, ['finance'], other.token), 'SELF_LOCKOUT', '不能移除自己的管理员角色')
    expect(expectOk<AdminUserDetail>(await setRoles(other.id, ['admin', 'finance'], other.token)).roles).toEqual(['learner', 'admin', 'finance'])
    // Another admin may.
    expect(expectOk<AdminUserDetail>(await setRoles(other.id, []))).toMatchObject({ roles: ['learner'] })
  })

  it('names a bad role, and answers not found', async () => {
    const user = await t.createUser()
    const bad = expectRefusal(await setRoles(user.id, ['boss']), 'VALIDATION', '角色无效')
    expect(bad.fields).toEqual([{ field: 'roles.0', message: '角色无效' }])
    expectRefusal(await callApiRaw(t.app, setAdminUserRoles, { params: { id: user.id }, body: {}, token: admin.token }), 'VALIDATION', '角色不能为空')
    expectRefusal(await setRoles(999_999, ['teacher']), 'NOT_FOUND', '用户不存在')
    expect(await auditOf('user.roles', user.id)).toEqual([])
  })
})

describe('disable and enable', () => {
  it('ends the sessions at once and refuses sign-in; enabling lets the user sign in again', async () => {
    const user = await t.createUser({ name: '孙七' })
    const phone = expectOk(await callApi(t.app, getAdminUser, { params: { id: user.id }, token: admin.token })).phone
    expectOk(await callApi(t.app, changePassword, { body: { mode: 'set', newPassword: 'Train2026' }, token: user.token }))
    const other = await t.tokens.issueToken(user.id, 'another phone')

    const disabled = expectOk<AdminUserDetail>(await disable(user.id, '多次恶意退款'))
    expect(disabled).toMatchObject({ disabled: true, disabledAt: expect.any(String) })
    for (const token of [user.token, other.token]) expect((await callApiRaw(t.app, getCurrentUser, { token })).statusCode).toBe(401)
    expectRefusal(await callApi(t.app, loginByPassword, { body: { phone, password: 'Train2026' } }), 'ACCOUNT_DISABLED')
    expectRefusal(await disable(user.id), 'ACCOUNT_ALREADY_DISABLED', '已是停用状态')
    const [entry] = await auditOf('user.disable', user.id)
    expect(entry).toMatchObject({ before: { disabledAt: null }, after: { reason: '多次恶意退款' } })
    expect(entry.summary).toBe(`停用用户孙七（${phone}），原因：多次恶意退款`)

    expect(expectOk<AdminUserDetail>(await enable(user.id))).toMatchObject({ disabled: false, disabledAt: null })
    expect((await callApiRaw(t.app, getCurrentUser, { token: user.token })).statusCode).toBe(401)
    const login = expectOk(await callApi(t.app, loginByPassword, { body: { phone, password: 'Train2026' } }))
    expectOk(await callApi(t.app, getCurrentUser, { token: login.token }))
    expectRefusal(await enable(user.id), 'ACCOUNT_NOT_DISABLED')
    expect(await auditOf('user.enable', user.id)).toHaveLength(1)
  })

  it('refuses to disable oneself, a reason too long, and an unknown user', async () => {
    expectRefusal(await disable(admin.id), 'SELF_LOCKOUT', '不能停用自己的账号')
    const user = await t.createUser()
    const bad = expectRefusal(await disable(user.id, '因'.repeat(201)), 'VALIDATION', '原因不能超过200个字')
    expect(bad.fields).toEqual([{ field: 'reason', message: '原因不能超过200个字' }])
    expectRefusal(await disable(999_999), 'NOT_FOUND', '用户不存在')
    expectRefusal(await enable(999_999), 'NOT_FOUND', '用户不存在')
    expectOk(await callApi(t.app, getCurrentUser, { token: user.token }))
  })
})
