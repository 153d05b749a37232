// The address form shows every problem beside its field at once (not one toast at a time).
import { mineMessages } from '@/locales/mine'
import { i18n, registerMessages } from '@/shared/i18n'
import { draftErrors, EMPTY_DRAFT, inputFrom } from '@/features/account/address-form'

registerMessages(mineMessages)
afterEach(() => i18n.setLocale('zh-Hans'))

describe('address draft errors', () => {
  it('names every missing or wrong field at once', () => {
    expect(draftErrors(EMPTY_DRAFT)).toEqual({
      recipient: '请填写收货人', phone: '请填写正确的手机号', regionCode: '请选择所在地区', detail: '请填写详细地址'
    })
  })

  it('has nothing to say about a complete draft, and trims what it sends', () => {
    const draft = { ...EMPTY_DRAFT, recipient: ' 李四 ', phone: '13900000000', regionCode: '110105', regionNames: ['北京市'], detail: ' 建国路1号 ' }
    expect(draftErrors(draft)).toEqual({})
    expect(inputFrom(draft)).toEqual({ recipient: '李四', phone: '13900000000', regionCode: '110105', detail: '建国路1号', isDefault: false })
  })

  it('follows the language', () => {
    i18n.setLocale('en')
    expect(draftErrors({ ...EMPTY_DRAFT, recipient: 'A', regionCode: '110105', detail: 'Road 1' })).toEqual({ phone: 'Please enter a valid mobile number' })
  })
})
