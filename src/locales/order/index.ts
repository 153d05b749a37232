// Namespace `order` in its three languages; pages that show these texts register it: registerMessages(orderMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const orderMessages: MessageBundle<'order'> = { namespace: 'order', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
