// Namespace `settlement` in its three languages; the EP and education pages register it: registerMessages(settlementMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const settlementMessages: MessageBundle<'settlement'> = { namespace: 'settlement', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
