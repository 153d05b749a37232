// Namespace `teaching` in its three languages; pages that show these texts register it: registerMessages(teachingMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const teachingMessages: MessageBundle<'teaching'> = { namespace: 'teaching', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
