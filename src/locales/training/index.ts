// Namespace `training` in its three languages; the trainer tool's pages register it: registerMessages(trainingMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const trainingMessages: MessageBundle<'training'> = { namespace: 'training', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
