// Account calls, through the endpoint definitions the server registers its routes from (types/<ctx>/endpoints).
import type {
  AddressInput, ChangePasswordInput, ChangePhoneInput, PasswordLoginInput, ProfileInput, SendSmsInput, SmsLoginInput,
  WechatBindPhoneInput, WechatFreePhoneInput, WxAddressInput
} from '@contract/identity/schemas'
import type { PageQuery } from '@contract/envelope'
import type { Language } from '@contract/identity/constants'
import * as catalogApi from '@contract/catalog/endpoints'
import * as api from '@contract/identity/endpoints'
import { call } from '@/shared/request'

export const sendSms = (body: SendSmsInput) => call(api.sendSms, { body })
export const loginBySms = (body: SmsLoginInput) => call(api.loginBySms, { body })
export const loginByPassword = (body: PasswordLoginInput) => call(api.loginByPassword, { body })
export const loginByWechatPhone = (body: WechatBindPhoneInput) => call(api.loginByWechatPhone, { body })
export const unbindWechat = (body: WechatFreePhoneInput) => call(api.unbindWechat, { body })
export const changePhone = (body: ChangePhoneInput) => call(api.changePhone, { body })
export const logout = () => call(api.logout)
/** The language reminders to this user are worded in (the server also learns it at each sign-in). */
export const saveLanguage = (language: Language) => call(api.saveLanguage, { body: { language } })

/** Answers a fresh token: other devices are signed out, this one stays signed in. */
export const changePassword = (body: ChangePasswordInput) => call(api.changePassword, { body })

export const getProfile = () => call(api.getProfile)
export const saveProfile = (body: ProfileInput) => call(api.saveProfile, { body })

export const listAddresses = (query: PageQuery = {}) => call(api.listAddresses, { query })
export const getAddress = (id: number) => call(api.getAddress, { params: { id } })
export const createAddress = (body: AddressInput) => call(api.createAddress, { body })
export const updateAddress = (id: number, body: AddressInput) => call(api.updateAddress, { params: { id }, body })
export const deleteAddress = (id: number) => call(api.deleteAddress, { params: { id } })
export const setDefaultAddress = (id: number) => call(api.setDefaultAddress, { params: { id } })
export const importWechatAddress = (body: WxAddressInput) => call(api.importWechatAddress, { body })

export const listGoodsAgreements = (query: { page: number; size: number }) => call(catalogApi.listGoodsAgreements, { query })
export const getGoodsAgreement = (id: number) => call(catalogApi.getGoodsAgreement, { params: { id } })
/** The fixed texts behind pages/mine/xyRichtext?type=user|privacy. */
export const getAgreement = (type: string) => call(catalogApi.getAgreement, { params: { type } })
