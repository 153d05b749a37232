import Taro from '@tarojs/taro'
import { i18n } from '@/shared/i18n'
import { checkEmail, checkPhone, isEmail, isPhone } from '@/shared/validate'

const toastTitle = () => (Taro.showToast as jest.Mock).mock.calls.at(-1)?.[0]?.title

beforeEach(() => {
  jest.clearAllMocks()
  i18n.setLocale('zh-Hans')
})
afterAll(() => i18n.setLocale('zh-Hans'))

describe('isPhone', () => {
  it('accepts an 11-digit mainland mobile number starting 13-19', () => {
    for (const phone of ['13800138000', '15912345678', '19999999999']) expect(isPhone(phone)).toBe(true)
  })

  it('passes any value starting with a plus sign', () => {
    expect(isPhone('+85291234567')).toBe(true)
    expect(isPhone('+1 415 555 0100')).toBe(true)
  })

  it('rejects a second digit of 0, 1 or 2', () => {
    expect(isPhone('12800138000')).toBe(false)
    expect(isPhone('11800138000')).toBe(false)
    expect(isPhone('10800138000')).toBe(false)
  })

  it('rejects the wrong length, letters, spaces and empty values', () => {
    for (const bad of ['1380013800', '138001380001', '1380013800a', ' 13800138000', '', null, undefined]) {
      expect(isPhone(bad)).toBe(false)
    }
  })
})

describe('isEmail', () => {
  it('accepts text@text.text', () => {
    expect(isEmail('a@b.c')).toBe(true)
    expect(isEmail('coach.li@fit-edu.com.cn')).toBe(true)
  })

  it('rejects values missing the at sign, the dot part or containing spaces', () => {
    for (const bad of ['ab.c', 'a@b', '@b.c', 'a@.c', 'a@b.', 'a b@c.d', '', undefined]) expect(isEmail(bad)).toBe(false)
  })
})

describe('checkPhone / checkEmail', () => {
  it('returns true and shows nothing for a valid phone', () => {
    expect(checkPhone('13800138000')).toBe(true)
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('toasts 手机号输入有误 for a bad phone by default', () => {
    expect(checkPhone('123')).toBe(false)
    expect(toastTitle()).toBe('手机号输入有误')
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ icon: 'none', duration: 1500 }))
  })

  it('names the given field in the toast', () => {
    checkPhone('123', '紧急联系人电话')
    expect(toastTitle()).toBe('紧急联系人电话输入有误')
  })

  it('defaults the field to the phone number in the user language', () => {
    i18n.setLocale('en')
    checkPhone('123')
    expect(toastTitle()).toBe('Phone number is invalid')
    i18n.setLocale('zh-Hant')
    checkPhone('123')
    expect(toastTitle()).toBe('手機號碼輸入有誤')
  })

  it('toasts 邮箱输入有误 for a bad email and returns false', () => {
    expect(checkEmail('nope')).toBe(false)
    expect(toastTitle()).toBe('邮箱输入有误')
    expect(checkEmail('a@b.c', '邮箱')).toBe(true)
  })
})
