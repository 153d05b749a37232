// Namespace `trainTab` (the 私教宝 tab's few texts) in its three languages; registered in the main package (shared/i18n.ts).
import type { MessageBundle } from '../../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const trainTabMessages: MessageBundle<'trainTab'> = { namespace: 'trainTab', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
