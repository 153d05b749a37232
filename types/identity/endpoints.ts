// Endpoints of the identity context: sessions and login, SMS codes, WeChat identities, profile, addresses.
import type {
  Address, AddressInput, ChangePasswordInput, ChangePhoneInput, LanguageInput, PasswordLoginInput, ProfileDetail, ProfileInput,
  SendSmsInput, SendSmsResult, SmsLoginInput, WechatBindPhoneInput, WechatFreePhoneInput, WxAddressInput
} from './schemas'
import type { WechatOaCodeInput, WechatOaStatus } from '../commerce/schemas'
import type { PageQuery, Paged } from '../envelope'
import type { CurrentUserResponse } from './shapes'
import { define } from '../define'

export const getCurrentUser = define<{ response: CurrentUserResponse }>()({
  method: 'GET', path: '/api/current', access: 'user', summary: 'The signed-in user with a fresh token'
})
export const loginBySms = define<{ body: SmsLoginInput; response: CurrentUserResponse & { isNew: boolean } }>()({
  method: 'POST', path: '/api/bindPhoneBySms', access: 'public', summary: 'Sign in (or sign up) by SMS code'
})
export const loginByPassword = define<{ body: PasswordLoginInput; response: CurrentUserResponse }>()({
  method: 'POST', path: '/api/bindPhoneByPswd', access: 'public', summary: 'Sign in by phone and password'
})
export const changePassword = define<{ body: ChangePasswordInput; response: CurrentUserResponse }>()({
  method: 'PUT', path: '/api/h5Pswd', access: 'user', summary: 'Set or change the password; other sessions end'
})
export const logout = define<{ response: null }>()({
  method: 'POST', path: '/api/logout', access: 'user', summary: 'End this session'
})

export const saveLanguage = define<{ body: LanguageInput; response: null }>()({
  method: 'PUT', path: '/api/language', access: 'user', summary: "Save the language the user reads the app in (their reminders' language)"
})

export const sendSms = define<{ body: SendSmsInput; response: SendSmsResult }>()({
  method: 'POST', path: '/api/sms', access: 'optional', summary: 'Send an SMS code for a scene (login, password, phone, unbind)'
})

export const loginByWechatPhone = define<{ body: WechatBindPhoneInput; response: CurrentUserResponse }>()({
  method: 'POST', path: '/api/ow-wechat-mini/bindPhone', access: 'public', summary: 'WeChat mini-program quick login'
})
export const unbindWechat = define<{ body: WechatFreePhoneInput; response: null }>()({
  method: 'POST', path: '/api/ow-wechat-mini/freePhone', access: 'user', summary: 'Unlink WeChat from the account'
})
export const changePhone = define<{ body: ChangePhoneInput; response: CurrentUserResponse }>()({
  method: 'PUT', path: '/api/ow-wechat-mini/phone', access: 'user', summary: 'Move the account to a new phone number'
})

export const getWechatOaStatus = define<{ response: WechatOaStatus }>()({
  method: 'GET', path: '/api/wechat/oa/openid', access: 'user', summary: 'Whether the WeChat browser pays by JSAPI'
})
export const linkWechatOa = define<{ body: WechatOaCodeInput; response: WechatOaStatus }>()({
  method: 'POST', path: '/api/wechat/oa/openid', access: 'user', summary: "Link the official account's openid from a 网页授权 code"
})

export const getProfile = define<{ response: ProfileDetail }>()({
  method: 'GET', path: '/api/detail', access: 'user', summary: "The user's profile"
})
export const saveProfile = define<{ body: ProfileInput; response: ProfileDetail }>()({
  method: 'PUT', path: '/api/detail', access: 'user', summary: "Save the user's profile"
})

export const createAddress = define<{ body: AddressInput; response: Address }>()({
  method: 'POST', path: '/api/address', access: 'user', summary: 'Add a delivery address'
})
export const listAddresses = define<{ query: PageQuery; response: Paged<Address> }>()({
  method: 'GET', path: '/api/address', access: 'user', summary: "The user's delivery addresses"
})
export const importWechatAddress = define<{ body: WxAddressInput; response: Address }>()({
  method: 'POST', path: '/api/address/wx', access: 'user', summary: "Add an address from WeChat's chooseAddress"
})
export const setDefaultAddress = define<{ response: Address }>()({
  method: 'PUT', path: '/api/address/default/:id', access: 'user', summary: 'Make an address the default'
})
export const getAddress = define<{ response: Address }>()({
  method: 'GET', path: '/api/address/:id', access: 'user', summary: 'One delivery address'
})
export const updateAddress = define<{ body: AddressInput; response: Address }>()({
  method: 'PUT', path: '/api/address/:id', access: 'user', summary: 'Change a delivery address'
})
export const deleteAddress = define<{ response: null }>()({
  method: 'DELETE', path: '/api/address/:id', access: 'user', summary: 'Delete a delivery address'
})
