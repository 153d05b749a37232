// PUT /api/ow-wechat-mini/phone with a wrong code must not tell whether the number has an account: the code is
// checked first, so a registered and an unregistered number get the same answer.
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectRefusal, freshPhone, requestCode } from '../helpers/api'
import { changePhone as changePhoneEndpoint } from '@contract/identity/endpoints'
import { callApiRaw } from '../helpers/contract'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const changePhone = (token: string, body: object) => callApiRaw(t.app, changePhoneEndpoint, { body, token })

describe('a wrong code', () => {
  it('answers a registered and an unregistered number alike when no code was sent', async () => {
    const { token } = await t.createUser()
    const registered = freshPhone()
    await t.createUser({ phone: registered })
    const taken = expectRefusal(await changePhone(token, { phone: registered, code: '123456' }), 'SMS_CODE_INVALID')
    const free = expectRefusal(await changePhone(token, { phone: freshPhone(), code: '123456' }), 'SMS_CODE_INVALID')
    expect(taken).toEqual(free)
  })

  it('answers a number registered after its code was sent like any number when the code is wrong', async () => {
    const { token } = await t.createUser()
    const phone = freshPhone()
    const code = await requestCode(t, phone, 'phone', { token })
    await t.createUser({ phone })
    const wrong = code === '000000' ? '111111' : '000000'
    expectRefusal(await changePhone(token, { phone, code: wrong }), 'SMS_CODE_WRONG', '验证码错误，还可以再试4次')
  })
})
