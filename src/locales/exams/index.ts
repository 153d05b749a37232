// Namespace `exams` in its three languages; pages that show these texts register it: registerMessages(examsMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const examsMessages: MessageBundle<'exams'> = { namespace: 'exams', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
