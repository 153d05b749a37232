// Namespace `sales` in its three languages; the salesperson's pages register it: registerMessages(salesMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const salesMessages: MessageBundle<'sales'> = { namespace: 'sales', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
