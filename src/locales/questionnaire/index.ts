// Namespace `questionnaire` in its three languages; pages/questionnaire/index registers it: registerMessages(questionnaireMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const questionnaireMessages: MessageBundle<'questionnaire'> = { namespace: 'questionnaire', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
