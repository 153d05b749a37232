// Namespace `shell` in its three languages; the i18n store itself registers it (main package).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const shellMessages: MessageBundle<'shell'> = { namespace: 'shell', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
