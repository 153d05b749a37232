// Namespace `poster` in its three languages; pages that show these texts register it: registerMessages(posterMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const posterMessages: MessageBundle<'poster'> = { namespace: 'poster', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
