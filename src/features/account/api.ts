// Account calls (issue 3): one typed function per endpoint, all through the one request client.
import type {
  Address, AddressInput, ChangePasswordInput, ChangePhoneInput, PasswordLoginInput, ProfileDetail,
  ProfileInput, SendSmsInput, SendSmsResult, SmsLoginInput, WechatBindPhoneInput, WechatFreePhoneInput, WxAddressInput
} from '@contract/account'
import type { Paged } from '@contract/envelope'
import type { CurrentUserResponse } from '@contract/user'
import * as catalogApi from '@contract/endpoints/catalog'
import { call, del, get, post, put } from '@/shared/request'

export const sendSms = (input: SendSmsInput) => post<SendSmsResult>('/api/sms', input)
export const loginBySms = (input: SmsLoginInput) => post<CurrentUserResponse & { isNew: boolean }>('/api/bindPhoneBySms', input)
export const loginByPassword = (input: PasswordLoginInput) => post<CurrentUserResponse>('/api/bindPhoneByPswd', input)
export const loginByWechatPhone = (input: WechatBindPhoneInput) => post<CurrentUserResponse>('/api/ow-wechat-mini/bindPhone', input)
export const unbindWechat = (input: WechatFreePhoneInput) => post<null>('/api/ow-wechat-mini/freePhone', input)
export const changePhone = (input: ChangePhoneInput) => put<CurrentUserResponse>('/api/ow-wechat-mini/phone', input)
export const logout = () => post<null>('/api/logout')

/** Answers a fresh token: other devices are signed out, this one stays signed in. */
export const changePassword = (input: ChangePasswordInput) => put<CurrentUserResponse>('/api/h5Pswd', input)

export const getProfile = () => get<ProfileDetail>('/api/detail')
export const saveProfile = (input: ProfileInput) => put<ProfileDetail>('/api/detail', input)

export const listAddresses = (query: { page?: number; size?: number } = {}) => get<Paged<Address>>('/api/address', query)
export const getAddress = (id: number) => get<Address>(`/api/address/${id}`)
export const createAddress = (input: AddressInput) => post<Address>('/api/address', input)
export const updateAddress = (id: number, input: AddressInput) => put<Address>(`/api/address/${id}`, input)
export const deleteAddress = (id: number) => del<null>(`/api/address/${id}`)
export const setDefaultAddress = (id: number) => put<Address>(`/api/address/default/${id}`)
export const importWechatAddress = (input: WxAddressInput) => post<Address>('/api/address/wx', input)

export const listGoodsAgreements = (query: { page: number; size: number }) => call(catalogApi.listGoodsAgreements, { query })
export const getGoodsAgreement = (id: number) => call(catalogApi.getGoodsAgreement, { params: { id } })
/** The fixed texts behind pages/mine/xyRichtext?type=user|privacy. */
export const getAgreement = (type: string) => call(catalogApi.getAgreement, { params: { type } })
