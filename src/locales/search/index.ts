// Namespace `search` in its three languages; the search page registers it: registerMessages(searchMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const searchMessages: MessageBundle<'search'> = { namespace: 'search', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
