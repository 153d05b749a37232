// Namespace `assistant` in its three languages; the assistant's page registers it: registerMessages(assistantMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const assistantMessages: MessageBundle<'assistant'> = { namespace: 'assistant', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
