// GET/PUT /api/detail: every profile field of product rules §3, kept in step with the current user's name and avatar.
import { createTestApp, type TestApp } from '../helpers/test-app'
import { fileUpload, PNG_1PX } from '../helpers/multipart'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { uploadFile } from '@contract/files/endpoints'
import { getCurrentUser, getProfile, saveProfile } from '@contract/identity/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

const clock = testClock(Date.parse('2026-03-02T02:00:00Z'))
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
})
afterAll(() => t.close())

const EMPTY = {
  avatar: '', name: '王小绿', surnamePinyin: '', givenNamePinyin: '', birthday: '', gender: '', education: '',
  industry: '', job: '', clothesSize: '', emergencyContact: '', emergencyPhone: '', bio: '', idType: '', idNumber: '',
  idPhotoFront: '', idPhotoBack: '', cprCertificate: '', cprIssuer: '', cprExpiry: '', bankName: '', bankAccount: '',
  partnerId: '', certBodyId: ''
}

async function upload(token: string): Promise<string> {
  const { payload, headers } = fileUpload(PNG_1PX)
  const res = await callApiRaw(t.app, uploadFile, { query: { kind: 'image' }, body: payload, token, headers })
  return res.json().data.path
}

const save = (token: string, body: object) => callApiRaw(t.app, saveProfile, { body, token })

describe('GET /api/detail', () => {
  it('answers empty fields for a new account, with phone, password and WeChat flags', async () => {
    const { id, token } = await t.createUser({ phone: '13912345678', name: '测试用户' })
    expect(expectOk(await callApi(t.app, getProfile, { token }))).toEqual({
      ...EMPTY,
      name: '测试用户',
      id,
      phone: '13912345678',
      hasPassword: false,
      wechatBound: false
    })
  })

  it('answers 401 with no token', async () => {
    expect((await callApiRaw(t.app, getProfile)).statusCode).toBe(401)
  })
})

describe('PUT /api/detail', () => {
  it('saves every field and shows the new name and avatar in the current user', async () => {
    const { token } = await t.createUser()
    const [avatar, front, back, cpr] = await Promise.all([upload(token), upload(token), upload(token), upload(token)])
    const full = {
      avatar, name: '王小绿', surnamePinyin: 'Wang', givenNamePinyin: 'Xiao Lv', birthday: '1995-06-18', gender: 'female',
      education: 'bachelor', industry: '健身', job: '私人教练', clothesSize: 'M', emergencyContact: '王大绿',
      emergencyPhone: '13800138000', bio: '热爱力量训练', idType: 'id_card', idNumber: '11010519491231002X',
      idPhotoFront: front, idPhotoBack: back, cprCertificate: cpr, cprIssuer: '红十字会', cprExpiry: '2027-12-31',
      bankName: '招商银行', bankAccount: '6225880123456789', partnerId: 'GYM-001', certBodyId: 'ACE-12345'
    }
    const saved = expectOk<any>(await save(token, full))
    expect(saved).toMatchObject(full)
    expect(expectOk(await callApi(t.app, getProfile, { token }))).toMatchObject(full)
    expect(expectOk(await callApi(t.app, getCurrentUser, { token })).user).toMatchObject({ name: '王小绿', avatar })
  })

  it('clears fields saved as empty (dates included)', async () => {
    const { token } = await t.createUser()
    expectOk(await save(token, { ...EMPTY, birthday: '1990-01-01', job: '教练' }))
    expect(expectOk<any>(await save(token, EMPTY))).toMatchObject({ birthday: '', job: '' })
  })

  it('keeps an unchanged file path, and refuses files the user did not upload', async () => {
    const owner = await t.createUser()
    const other = await t.createUser()
    const mine = await upload(owner.token)
    expectOk(await save(owner.token, { ...EMPTY, avatar: mine }))
    expectOk(await save(owner.token, { ...EMPTY, avatar: mine, job: '教练' }))
    expectRefusal(await save(other.token, { ...EMPTY, idPhotoFront: mine }), 'VALIDATION', '证件正面照无效，请重新上传')
    expectRefusal(await save(owner.token, { ...EMPTY, avatar: '/uploads/2026/01/not-ours.png' }), 'VALIDATION', '头像无效')
    expectRefusal(await save(owner.token, { ...EMPTY, avatar: 'https://evil.example.com/x.png' }), 'VALIDATION', '头像无效')
  })

  it('never lets the body change the phone or other server-owned fields', async () => {
    const { token } = await t.createUser()
    expectRefusal(await save(token, { ...EMPTY, phone: '13800000009' }), 'VALIDATION', '不支持的参数：phone')
    expectRefusal(await save(token, { ...EMPTY, hasPassword: true }), 'VALIDATION', '不支持的参数：hasPassword')
  })

  it.each([
    [{ name: '' }, '请填写姓名'],
    [{ name: '很'.repeat(31) }, '姓名不能超过30个字'],
    [{ surnamePinyin: '王' }, '姓氏拼音只能包含字母'],
    [{ birthday: '1995/06/18' }, '生日格式应为YYYY-MM-DD'],
    [{ birthday: '1995-02-30' }, '生日日期无效'],
    [{ birthday: '2026-03-03' }, '生日不能晚于今天'],
    [{ cprExpiry: '2027-13-01' }, 'CPR有效期日期无效'],
    [{ gender: 'other' }, '性别无效'],
    [{ education: 'phd' }, '学历无效'],
    [{ clothesSize: 'XXXXL' }, '服装尺码无效'],
    [{ emergencyPhone: '123' }, '紧急联系人电话格式不正确'],
    [{ bio: '字'.repeat(501) }, '个人简介不能超过500个字'],
    [{ idNumber: '110105194912310021' }, '请先选择证件类型'],
    [{ idType: 'id_card', idNumber: '110105194912310021' }, '身份证号码格式不正确'],
    [{ idType: 'passport2' }, '证件类型无效'],
    [{ bankAccount: '12345' }, '银行卡号应为12-30位数字'],
    [{ avatar: 'javascript:alert(1)' }, '头像文件路径无效']
  ].map(([patch, message]) => [`${JSON.stringify(patch).slice(0, 60)}`, patch, message] as const))(
    'refuses %s with a readable message',
    async (_title, patch, message) => {
      const { token } = await t.createUser()
      expectRefusal(await save(token, { ...EMPTY, ...(patch as object) }), 'VALIDATION', message as string)
    }
  )

  it('names a missing field', async () => {
    const { token } = await t.createUser()
    const { job: _job, ...withoutJob } = EMPTY
    expectRefusal(await save(token, withoutJob), 'VALIDATION', '职业不能为空')
  })

  it('answers 401 with no token', async () => {
    expect((await callApiRaw(t.app, saveProfile, { body: EMPTY })).statusCode).toBe(401)
  })
})
