// Namespace `content` in its three languages; pages that show these texts register it: registerMessages(contentMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const contentMessages: MessageBundle<'content'> = { namespace: 'content', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
