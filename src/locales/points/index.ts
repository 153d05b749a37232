// Namespace `points` in its three languages; pages that show these texts register it: registerMessages(pointsMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const pointsMessages: MessageBundle<'points'> = { namespace: 'points', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
