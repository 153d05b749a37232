// Namespace `learning` in its three languages; pages that show these texts register it: registerMessages(learningMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const learningMessages: MessageBundle<'learning'> = { namespace: 'learning', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
