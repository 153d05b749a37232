// Namespace `mine` in its three languages; pages that show these texts register it: registerMessages(mineMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const mineMessages: MessageBundle<'mine'> = { namespace: 'mine', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
