// Namespace `certification` in its three languages; pages that show these texts register it:
// registerMessages(certificationMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const certificationMessages: MessageBundle<'certification'> = { namespace: 'certification', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
