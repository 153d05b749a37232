// Namespace `coursework` in its three languages; pages that show these texts register it: registerMessages(courseworkMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const courseworkMessages: MessageBundle<'coursework'> = { namespace: 'coursework', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
