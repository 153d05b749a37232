// Namespace `account` in its three languages; the i18n store itself registers it (main package).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const accountMessages: MessageBundle<'account'> = { namespace: 'account', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
