// Account contract: login, profile, password, addresses, agreements (product rules §3, §4, §7).
// Zod schemas are the server's strict input validation; the app imports only the inferred types (import type),
// and value lists from account-constants.ts, so zod never enters the app bundle.
import { z } from 'zod'
import { CLOTHES_SIZES, EDUCATIONS, GENDERS, ID_TYPES, LANGUAGES, SMS_SCENES } from './constants'
import { DATE_RE, PASSWORD_RE, PHONE_RE, SMS_CODE_RE } from '../validation'

const phone = z.string().trim().regex(PHONE_RE, '手机号格式不正确').meta({ title: '手机号' })
const smsCode = z.string().trim().regex(SMS_CODE_RE, '验证码应为6位数字').meta({ title: '验证码' })
const password = z.string().regex(PASSWORD_RE, '密码需为8-32位，且同时包含字母和数字').meta({ title: '新密码' })
const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label}不能超过${max}个字`).meta({ title: label })
const optionalDate = (label: string) => z.string().refine((v) => v === '' || DATE_RE.test(v), `${label}格式应为YYYY-MM-DD`).meta({ title: label })
const optionalPhone = (label: string) => z.string().trim().refine((v) => v === '' || PHONE_RE.test(v), `${label}格式不正确`).meta({ title: label })
const uploadPath = (label: string) => z.string().max(300, `${label}文件路径过长`).refine((v) => v === '' || v.startsWith('/uploads/') || /^https:\/\//.test(v), `${label}文件路径无效`).meta({ title: label })

export const sendSmsSchema = z.strictObject({ phone, scene: z.enum(SMS_SCENES, '验证码用途无效').meta({ title: '验证码用途' }) })
export type SendSmsInput = z.infer<typeof sendSmsSchema>
/** POST /api/sms answers how long to wait before asking again (spec: resend countdown). */
export interface SendSmsResult { cooldownSeconds: number }

/** The language the user reads the app in: reminders sent to them are worded in it. */
export const languageSchema = z.strictObject({ language: z.enum(LANGUAGES, '语言无效').meta({ title: '语言' }) })
export type LanguageInput = z.infer<typeof languageSchema>

export const smsLoginSchema = z.strictObject({ phone, code: smsCode })
export type SmsLoginInput = z.infer<typeof smsLoginSchema>

export const passwordLoginSchema = z.strictObject({ phone, password: z.string().min(1, '请输入密码').max(64, '密码过长').meta({ title: '密码' }) })
export type PasswordLoginInput = z.infer<typeof passwordLoginSchema>

/** Mini-program quick login: the wx.login code and the getPhoneNumber button's code. */
export const wechatBindPhoneSchema = z.strictObject({
  loginCode: z.string().trim().min(1, '缺少微信登录凭证').max(128, '微信登录凭证无效').meta({ title: '微信登录凭证' }),
  phoneCode: z.string().trim().min(1, '缺少手机号授权凭证').max(128, '手机号授权凭证无效').meta({ title: '手机号授权凭证' })
})
export type WechatBindPhoneInput = z.infer<typeof wechatBindPhoneSchema>

/** freePhone: unbind this WeChat identity from the account, proven by an SMS code to the account's phone. */
export const wechatFreePhoneSchema = z.strictObject({ code: smsCode })
export type WechatFreePhoneInput = z.infer<typeof wechatFreePhoneSchema>

/** PUT phone: move the account to a new phone number, proven by an SMS code sent to the new number. */
export const changePhoneSchema = z.strictObject({ phone, code: smsCode })
export type ChangePhoneInput = z.infer<typeof changePhoneSchema>

/** PUT /api/h5Pswd: set a first password, or change it proven by the old password or an SMS code. */
export const changePasswordSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('set').meta({ title: '修改方式' }), newPassword: password }),
  z.strictObject({ mode: z.literal('old'), oldPassword: z.string().min(1, '请输入原密码').max(64, '原密码过长').meta({ title: '原密码' }), newPassword: password }),
  z.strictObject({ mode: z.literal('sms'), code: smsCode, newPassword: password })
], '修改方式无效')
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.union([z.enum(values), z.literal('')], `${label}无效`).meta({ title: label })

/** Every profile field of product rules §3 except the phone, which changes only through SMS verification. */
export const profileSchema = z.strictObject({
  avatar: uploadPath('头像'),
  name: z.string().trim().min(1, '请填写姓名').max(30, '姓名不能超过30个字').meta({ title: '姓名' }),
  surnamePinyin: z.string().trim().max(40, '姓氏拼音过长').regex(/^[A-Za-z\s]*$/, '姓氏拼音只能包含字母').meta({ title: '姓氏拼音' }),
  givenNamePinyin: z.string().trim().max(60, '名字拼音过长').regex(/^[A-Za-z\s]*$/, '名字拼音只能包含字母').meta({ title: '名字拼音' }),
  birthday: optionalDate('生日'),
  gender: optionalEnum(GENDERS, '性别'),
  education: optionalEnum(EDUCATIONS, '学历'),
  industry: optionalText(30, '行业'),
  job: optionalText(30, '职业'),
  clothesSize: optionalEnum(CLOTHES_SIZES, '服装尺码'),
  emergencyContact: optionalText(30, '紧急联系人'),
  emergencyPhone: optionalPhone('紧急联系人电话'),
  bio: optionalText(500, '个人简介'),
  idType: optionalEnum(ID_TYPES, '证件类型'),
  idNumber: z.string().trim().max(30, '证件号码过长').meta({ title: '证件号码' }),
  idPhotoFront: uploadPath('证件正面照'),
  idPhotoBack: uploadPath('证件反面照'),
  cprCertificate: uploadPath('CPR证书'),
  cprIssuer: optionalText(50, 'CPR发证机构'),
  cprExpiry: optionalDate('CPR有效期'),
  bankName: optionalText(50, '开户银行'),
  bankAccount: z.string().trim().refine((v) => v === '' || /^\d{12,30}$/.test(v), '银行卡号应为12-30位数字').meta({ title: '银行卡号' }),
  partnerId: optionalText(50, '合作健身房编号'),
  certBodyId: optionalText(50, '认证机构编号')
})
export type ProfileInput = z.infer<typeof profileSchema>
export interface ProfileDetail extends ProfileInput {
  id: number
  phone: string
  hasPassword: boolean
  wechatBound: boolean
}

export const addressSchema = z.strictObject({
  recipient: z.string().trim().min(1, '请填写收货人').max(30, '收货人不能超过30个字').meta({ title: '收货人' }),
  phone,
  regionCode: z.string().regex(/^\d{6}$/, '请选择所在地区').meta({ title: '所在地区' }),
  detail: z.string().trim().min(2, '请填写详细地址').max(120, '详细地址不能超过120个字').meta({ title: '详细地址' }),
  isDefault: z.boolean('默认地址应为是或否').meta({ title: '默认地址' })
})
export type AddressInput = z.infer<typeof addressSchema>
export interface Address extends AddressInput {
  id: number
  province: string
  city: string
  district: string
  createdAt: string
}

/** POST /api/address/wx: the object WeChat's chooseAddress returns. */
export const wxAddressSchema = z.object({
  userName: z.string().trim().min(1, '收货人为空').max(30, '收货人不能超过30个字').meta({ title: '收货人' }),
  telNumber: z.string().trim().min(5, '联系电话为空').max(20, '联系电话过长').meta({ title: '联系电话' }),
  provinceName: z.string().trim().min(1, '省份为空').max(20, '省份名称过长').meta({ title: '省份' }),
  cityName: z.string().trim().min(1, '城市为空').max(20, '城市名称过长').meta({ title: '城市' }),
  countyName: z.string().trim().max(20, '区县名称过长').meta({ title: '区县' }),
  detailInfo: z.string().trim().min(1, '详细地址为空').max(120, '详细地址不能超过120个字').meta({ title: '详细地址' }),
  postalCode: z.string().max(10, '邮政编码过长').optional().meta({ title: '邮政编码' }),
  nationalCode: z.string().max(10, '国家码过长').optional().meta({ title: '国家码' })
})
export type WxAddressInput = z.infer<typeof wxAddressSchema>

export interface GoodsAgreement {
  id: number
  title: string
  /** Sanitised HTML from the back office. */
  content: string
  updatedAt: string
}
