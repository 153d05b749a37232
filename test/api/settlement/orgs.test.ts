// Organisations in the back office: add and edit, members of the organisation's role (one organisation each),
// classes (one organisation each), shares from a date; every write audited.
import {
  addAdminOrgMember, addAdminOrgShare, createAdminOrg, getAdminOrg, linkAdminOrgClass, listAdminOrgClasses, listAdminOrgMembers,
  listAdminOrgs, listAdminOrgShares, removeAdminOrgMember, unlinkAdminOrgClass, updateAdminOrg
} from '@contract/settlement/admin-endpoints'
import { listAuditLog } from '@contract/system/admin-endpoints'
import { expectOk, expectRefusal, freshPhone } from '../helpers/api'
import { seedGoods } from '../helpers/commerce/fixtures'
import { callApi } from '../helpers/contract'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let admin: { id: number; token: string }
beforeAll(async () => {
  t = await createTestApp()
  admin = await t.createUser({ roles: ['admin'] })
})
afterAll(() => t.close())

const create = (name: string, kind: 'ep' | 'edu' = 'ep') =>
  callApi(t.app, createAdminOrg, { body: { kind, name, contact: '021-1234' }, token: admin.token })

it('adds, edits and lists organisations; a duplicate name is refused', async () => {
  const org = expectOk(await create('华东EP'))
  expect(org).toMatchObject({ kind: 'ep', name: '华东EP', members: 0, classes: 0, shareBp: null })
  expectRefusal(await create('华东EP'), 'CONFLICT')
  const edited = expectOk(await callApi(t.app, updateAdminOrg, { params: { id: org.id }, body: { kind: 'edu', name: '华东教育', contact: '' }, token: admin.token }))
  expect(edited).toMatchObject({ kind: 'edu', name: '华东教育' })
  const list = expectOk(await callApi(t.app, listAdminOrgs, { query: { kind: 'edu', keyword: '华东' }, token: admin.token }))
  expect(list.list.map((o) => o.id)).toEqual([org.id])
  expectRefusal(await callApi(t.app, getAdminOrg, { params: { id: 999_999 }, token: admin.token }), 'NOT_FOUND')
})

it('adds members holding the role, one organisation each, and removes them', async () => {
  const a = expectOk(await create('甲机构'))
  const b = expectOk(await create('乙机构'))
  const ep = await t.createUser({ roles: ['ep'], phone: freshPhone() })
  const plain = await t.createUser({ phone: freshPhone() })
  const phoneOf = async (id: number) => (await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) }))!.phone
  expectRefusal(await callApi(t.app, addAdminOrgMember, { params: { id: a.id }, body: { phone: await phoneOf(plain.id) }, token: admin.token }), 'MEMBER_ROLE_MISSING')
  const member = expectOk(await callApi(t.app, addAdminOrgMember, { params: { id: a.id }, body: { phone: await phoneOf(ep.id) }, token: admin.token }))
  expect(member.userId).toBe(ep.id)
  expectRefusal(await callApi(t.app, addAdminOrgMember, { params: { id: b.id }, body: { phone: await phoneOf(ep.id) }, token: admin.token }), 'MEMBER_IN_OTHER_ORG')
  expect(expectOk(await callApi(t.app, listAdminOrgMembers, { params: { id: a.id }, token: admin.token }))).toHaveLength(1)
  expectOk(await callApi(t.app, removeAdminOrgMember, { params: { id: a.id, userId: ep.id }, token: admin.token }))
  expectRefusal(await callApi(t.app, removeAdminOrgMember, { params: { id: a.id, userId: ep.id }, token: admin.token }), 'NOT_FOUND')
})

it('puts a class under one organisation and sets shares from a date', async () => {
  const a = expectOk(await create('丙机构'))
  const b = expectOk(await create('丁机构'))
  const goods = await seedGoods(t.db, { classSeats: 5 })
  const linked = expectOk(await callApi(t.app, linkAdminOrgClass, { params: { id: a.id }, body: { classId: goods.classId! }, token: admin.token }))
  expect(linked.classId).toBe(goods.classId)
  expectRefusal(await callApi(t.app, linkAdminOrgClass, { params: { id: b.id }, body: { classId: goods.classId! }, token: admin.token }), 'CLASS_IN_OTHER_ORG')
  expectRefusal(await callApi(t.app, linkAdminOrgClass, { params: { id: b.id }, body: { classId: 999_999 }, token: admin.token }), 'CLASS_NOT_FOUND')
  expect(expectOk(await callApi(t.app, listAdminOrgClasses, { params: { id: a.id }, token: admin.token }))).toHaveLength(1)
  expectOk(await callApi(t.app, unlinkAdminOrgClass, { params: { id: a.id, classId: goods.classId! }, token: admin.token }))
  expect(expectOk(await callApi(t.app, listAdminOrgClasses, { params: { id: a.id }, token: admin.token }))).toHaveLength(0)

  expectOk(await callApi(t.app, addAdminOrgShare, { params: { id: a.id }, body: { shareBp: 3000, validFrom: '2026-01-01' }, token: admin.token }))
  expectRefusal(await callApi(t.app, addAdminOrgShare, { params: { id: a.id }, body: { shareBp: 3500, validFrom: '2026-01-01' }, token: admin.token }), 'CONFLICT')
  expectRefusal(await callApi(t.app, addAdminOrgShare, { params: { id: a.id }, body: { shareBp: 10_001, validFrom: '2026-02-01' }, token: admin.token }), 'VALIDATION')
  // A day that does not exist is refused, never rolled over or left to the database.
  expectRefusal(await callApi(t.app, addAdminOrgShare, { params: { id: a.id }, body: { shareBp: 3500, validFrom: '2026-02-31' }, token: admin.token }), 'VALIDATION')
  expectRefusal(await callApi(t.app, addAdminOrgShare, { params: { id: a.id }, body: { shareBp: 3500, validFrom: 'NaN' }, token: admin.token }), 'VALIDATION')
  expect(expectOk(await callApi(t.app, listAdminOrgShares, { params: { id: a.id }, token: admin.token })).map((s) => s.shareBp)).toEqual([3000])
  expect(expectOk(await callApi(t.app, getAdminOrg, { params: { id: a.id }, token: admin.token })).shareBp).toBe(3000)

  const audit = expectOk(await callApi(t.app, listAuditLog, { query: { resource: 'settlementOrg', resourceId: String(a.id), size: 50 }, token: admin.token }))
  expect(audit.list.map((e) => e.action).sort()).toEqual(['settlementClass.link', 'settlementClass.unlink', 'settlementOrg.create', 'settlementShare.add'])
  const coded = Object.fromEntries(audit.list.map((e) => [e.summaryCode, e.summaryParams]))
  expect(coded).toEqual({
    'settlementOrg.create': { name: '丙机构' }, 'settlementClass.link': { className: linked.className, org: '丙机构' },
    'settlementClass.unlink': { classId: goods.classId }, 'settlementShare.add': { org: '丙机构', validFrom: '2026-01-01', shareBp: 3000 }
  })
})
