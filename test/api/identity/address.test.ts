// /api/address*: CRUD, owner scoping, region names from the code, and exactly one default address per user.
import { eq } from 'drizzle-orm'
import { addresses } from '../../../server/src/db/schema'
import { MAX_ADDRESSES } from '../../../server/src/contexts/identity'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal } from '../helpers/api'
import type { Endpoint } from '@contract/define'
import {
  createAddress, deleteAddress, getAddress, importWechatAddress, listAddresses, setDefaultAddress, updateAddress
} from '@contract/identity/endpoints'
import type { PageQuery } from '@contract/envelope'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const CHAOYANG = '110105'
const input = (patch: object = {}) => ({
  recipient: '李四',
  phone: '13900000000',
  regionCode: CHAOYANG,
  detail: '建国路88号',
  isDefault: false,
  ...patch
})

const create = (token: string, patch: object = {}) => callApiRaw(t.app, createAddress, { body: input(patch), token })
const list = async (token: string, query: PageQuery = {}) => expectOk(await callApi(t.app, listAddresses, { query, token }))
const defaults = async (userId: number) =>
  (await t.db.select().from(addresses).where(eq(addresses.userId, userId))).filter((a) => a.isDefault)

describe('creating and reading', () => {
  it('derives province, city and district from the region code; the first address becomes the default', async () => {
    const { token } = await t.createUser()
    const data = expectOk<any>(await create(token))
    expect(data).toMatchObject({ ...input(), isDefault: true, province: '北京市', city: '北京市', district: '朝阳区' })
    expect(data.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(expectOk(await callApi(t.app, getAddress, { params: { id: data.id }, token }))).toEqual(data)
  })

  it('ignores region names in the body: they are not accepted at all', async () => {
    const { token } = await t.createUser()
    expectRefusal(await create(token, { province: '火星' }), 'VALIDATION', '不支持的参数：province')
  })

  it('lists the default first, then the newest, page by page', async () => {
    const { token } = await t.createUser()
    const first = expectOk<any>(await create(token, { detail: '一号' }))
    for (const detail of ['二号', '三号', '四号']) expectOk(await create(token, { detail }))
    const page1 = await list(token, { page: 1, size: 2 })
    expect(page1).toMatchObject({ total: 4, page: 1, size: 2 })
    expect(page1.list.map((a: any) => a.detail)).toEqual(['一号', '四号'])
    expect(page1.list[0].id).toBe(first.id)
    expect((await list(token, { page: 2, size: 2 })).list.map((a: any) => a.detail)).toEqual(['三号', '二号'])
    expect(await list(token)).toMatchObject({ page: 1, size: 10, total: 4 })
  })

  it.each([
    [{ recipient: '' }, '请填写收货人'],
    [{ phone: '12345' }, '手机号格式不正确'],
    [{ regionCode: '' }, '请选择所在地区'],
    [{ regionCode: '999999' }, '请选择正确的所在地区'],
    [{ regionCode: '110100' }, '请选择正确的所在地区'],
    [{ detail: '1' }, '请填写详细地址'],
    [{ detail: '路'.repeat(121) }, '详细地址不能超过120个字'],
    [{ isDefault: 'yes' }, '默认地址'],
    [{ userId: 1 }, '不支持的参数：userId']
  ])('refuses %j with a readable message', async (patch, message) => {
    const { token } = await t.createUser()
    const res = await create(token, patch)
    expect(res.json()).toMatchObject({ status: 0, data: null })
    expect(res.json().message).toContain(message)
  })

  it.each([
    ['?size=51', '每页条数不能超过50'],
    ['?page=0', '页码应从1开始'],
    ['?page=abc', '页码应为整数'],
    ['?sort=id', '不支持的参数：sort']
  ])('refuses the list query %s with a readable message', async (query, message) => {
    const { token } = await t.createUser()
    expectRefusal(await callApiRaw(t.app, listAddresses, { query, token }), 'VALIDATION', message)
  })

  it(`keeps at most ${MAX_ADDRESSES} addresses per user`, async () => {
    const { id, token } = await t.createUser()
    await t.db.insert(addresses).values(
      Array.from({ length: MAX_ADDRESSES }, (_, i) => ({
        userId: id, recipient: '李四', phone: '13900000000', regionCode: CHAOYANG, province: '北京市', city: '北京市',
        district: '朝阳区', detail: `地址${i}`, isDefault: i === 0
      }))
    )
    expectRefusal(await create(token), 'ADDRESS_LIMIT', `最多保存${MAX_ADDRESSES}个地址`)
  })
})

describe('owner scoping', () => {
  it("answers another user's address exactly like a missing one, for every verb", async () => {
    const owner = await t.createUser()
    const stranger = await t.createUser()
    const { id } = expectOk<any>(await create(owner.token))
    const missing = 2_000_000_000
    for (const target of [id, missing]) {
      const answers = await Promise.all([
        callApiRaw(t.app, getAddress, { params: { id: target }, token: stranger.token }),
        callApiRaw(t.app, updateAddress, { params: { id: target }, body: input(), token: stranger.token }),
        callApiRaw(t.app, deleteAddress, { params: { id: target }, token: stranger.token }),
        callApiRaw(t.app, setDefaultAddress, { params: { id: target }, token: stranger.token })
      ])
      for (const res of answers) {
        expect(res.statusCode).toBe(200)
        expect(res.json()).toEqual({ status: 0, code: 'NOT_FOUND', message: '地址不存在', data: null })
      }
    }
    expect((await list(stranger.token)).total).toBe(0)
    expect(expectOk(await callApi(t.app, getAddress, { params: { id }, token: owner.token })).detail).toBe('建国路88号')
  })

  it('refuses a malformed id with a readable message', async () => {
    const { token } = await t.createUser()
    expectRefusal(await callApi(t.app, getAddress, { params: { id: 'abc' }, token }), 'VALIDATION', '地址编号无效')
    expectRefusal(await callApi(t.app, getAddress, { params: { id: 99999999999 }, token }), 'VALIDATION', '地址编号无效')
  })

  it.each(
    [createAddress, listAddresses, getAddress, updateAddress, deleteAddress, setDefaultAddress, importWechatAddress]
      .map((endpoint: Endpoint) => [endpoint.method, endpoint.path, endpoint] as const)
  )('answers 401 to %s %s with no token', async (method, _path, endpoint) => {
    const res = await callApiRaw(t.app, endpoint, { params: { id: 1 }, body: method === 'GET' || method === 'DELETE' ? undefined : input() })
    expect(res.statusCode).toBe(401)
  })
})

describe('updating, deleting and the default', () => {
  it('updates an address and re-derives its region', async () => {
    const { token } = await t.createUser()
    const { id } = expectOk<any>(await create(token))
    const data = expectOk(await callApi(t.app, updateAddress, { params: { id }, body: input({ regionCode: '440105', detail: '新港中路1号', isDefault: true }), token }))
    expect(data).toMatchObject({ id, province: '广东省', city: '广州市', district: '海珠区', detail: '新港中路1号', isDefault: true })
  })

  it('moves the default with PUT /default/{id} (no body, as the app sends it) and by saving with isDefault', async () => {
    const { id: userId, token } = await t.createUser()
    const a = expectOk<any>(await create(token))
    const b = expectOk<any>(await create(token))
    const c = expectOk<any>(await create(token, { isDefault: true }))
    expect((await defaults(userId)).map((r) => r.id)).toEqual([c.id])
    const res = await callApiRaw(t.app, setDefaultAddress, { params: { id: b.id }, token, headers: { 'content-type': 'application/json' } })
    expect(expectOk<any>(res).isDefault).toBe(true)
    expect((await defaults(userId)).map((r) => r.id)).toEqual([b.id])
    expectOk(await callApi(t.app, updateAddress, { params: { id: a.id }, body: input({ isDefault: true }), token }))
    expect((await defaults(userId)).map((r) => r.id)).toEqual([a.id])
  })

  it('refuses to switch the default off: another address must become the default instead', async () => {
    const { token } = await t.createUser()
    const { id } = expectOk<any>(await create(token))
    expectRefusal(await callApi(t.app, updateAddress, { params: { id }, body: input({ isDefault: false }), token }), 'DEFAULT_REQUIRED', '默认地址不能取消')
  })

  it('deleting the default promotes the newest remaining address', async () => {
    const { id: userId, token } = await t.createUser()
    const first = expectOk<any>(await create(token))
    const older = expectOk<any>(await create(token, { detail: '较早' }))
    const newer = expectOk<any>(await create(token, { detail: '较新' }))
    expect(expectOk(await callApi(t.app, deleteAddress, { params: { id: first.id }, token }))).toBeNull()
    expect((await defaults(userId)).map((r) => r.id)).toEqual([newer.id])
    expectOk(await callApi(t.app, deleteAddress, { params: { id: older.id }, token }))
    expect((await defaults(userId)).map((r) => r.id)).toEqual([newer.id])
    expectRefusal(await callApi(t.app, deleteAddress, { params: { id: first.id }, token }), 'NOT_FOUND', '地址不存在')
  })
})

describe('races', () => {
  it('20 parallel set-default calls on different addresses leave exactly one default', async () => {
    const { id: userId, token } = await t.createUser()
    const ids: number[] = []
    for (let i = 0; i < 20; i++) ids.push(expectOk<any>(await create(token, { detail: `地址${i}` })).id)
    const answers = await Promise.all(ids.map((id) => callApiRaw(t.app, setDefaultAddress, { params: { id }, token })))
    expect(answers.every((res) => res.json().status === 1)).toBe(true)
    expect(await defaults(userId)).toHaveLength(1)
  })

  it('parallel creates asking to be the default leave exactly one default', async () => {
    const { id: userId, token } = await t.createUser()
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => create(token, { detail: `并发${i}`, isDefault: true })))
    expect(answers.every((res) => res.json().status === 1)).toBe(true)
    expect(await defaults(userId)).toHaveLength(1)
    expect((await list(token)).total).toBe(10)
  })

  it('parallel first addresses without isDefault still give exactly one default', async () => {
    const { id: userId, token } = await t.createUser()
    await Promise.all(Array.from({ length: 5 }, (_, i) => create(token, { detail: `首个${i}` })))
    expect(await defaults(userId)).toHaveLength(1)
  })
})

describe('POST /api/address/wx', () => {
  const wx = (patch: object = {}) => ({
    userName: '张三',
    telNumber: '020-81167888',
    provinceName: '广东省',
    cityName: '广州市',
    countyName: '海珠区',
    detailInfo: '新港中路397号',
    postalCode: '510000',
    nationalCode: '440105',
    errMsg: 'chooseAddress:ok',
    ...patch
  })

  it("maps WeChat's names to a region code and saves the address", async () => {
    const { token } = await t.createUser()
    const data = expectOk(await callApi(t.app, importWechatAddress, { body: wx(), token }))
    expect(data).toMatchObject({
      recipient: '张三', phone: '020-81167888', regionCode: '440105', province: '广东省', city: '广州市', district: '海珠区',
      detail: '新港中路397号', isDefault: true
    })
  })

  it('finds Chongqing counties, which the data package files under a "县" city', async () => {
    const { token } = await t.createUser()
    const data = expectOk(await callApi(t.app, importWechatAddress, { body: wx({ provinceName: '重庆市', cityName: '重庆市', countyName: '城口县' }), token }))
    expect(data).toMatchObject({ regionCode: '500229', province: '重庆市', city: '县', district: '城口县' })
  })

  it('keeps the names with an empty region code when they match no district', async () => {
    const { token } = await t.createUser()
    const data = expectOk(await callApi(t.app, importWechatAddress, { body: wx({ countyName: '不存在区' }), token }))
    expect(data).toMatchObject({ regionCode: '', province: '广东省', city: '广州市', district: '不存在区' })
  })

  it.each([
    [{ userName: '' }, '收货人为空'],
    [{ telNumber: '' }, '联系电话为空'],
    [{ provinceName: '' }, '省份为空'],
    [{ detailInfo: '' }, '详细地址为空']
  ])('refuses %j with a readable message', async (patch, message) => {
    const { token } = await t.createUser()
    expectRefusal(await callApi(t.app, importWechatAddress, { body: wx(patch), token }), 'VALIDATION', message)
  })
})
