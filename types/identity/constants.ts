// Value lists of the account contract: pure constants, safe for the app bundle (no zod here).
export const SMS_SCENES = ['login', 'password', 'phone', 'unbind'] as const
export type SmsScene = (typeof SMS_SCENES)[number]

export const GENDERS = ['male', 'female'] as const
export const EDUCATIONS = ['junior', 'senior', 'college', 'bachelor', 'master', 'doctor'] as const
export const CLOTHES_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const
export const ID_TYPES = ['id_card', 'passport', 'hk_macao', 'taiwan'] as const

/** Fixed agreement texts opened by pages/mine/xyRichtext?type=... */
export const AGREEMENT_TYPES = ['user', 'privacy'] as const
export type AgreementType = (typeof AGREEMENT_TYPES)[number]

/** The languages the app shows and the server words reminders in (the x-locale header's values). */
export const LANGUAGES = ['zh-Hans', 'zh-Hant', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
