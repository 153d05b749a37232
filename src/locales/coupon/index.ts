// Namespace `coupon` in its three languages; pages that show these texts register it: registerMessages(couponMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const couponMessages: MessageBundle<'coupon'> = { namespace: 'coupon', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
