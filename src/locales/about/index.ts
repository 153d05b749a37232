// Namespace `about` in its three languages. The about tab is a main-package page, so shared/i18n.ts registers it
// with the shell's namespaces; the pages it opens (pages/home) and the goods page's teachers use it from there.
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const aboutMessages: MessageBundle<'about'> = { namespace: 'about', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
