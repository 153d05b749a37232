// Namespace `calculators` in its three languages; the counter pages register it: registerMessages(calculatorsMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const calculatorsMessages: MessageBundle<'calculators'> = { namespace: 'calculators', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
