// Namespace `home` in its three languages; the i18n store itself registers it (main package: the home tab and the
// notice page are there).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const homeMessages: MessageBundle<'home'> = { namespace: 'home', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
