// Namespace `classroom` in its three languages; pages that show these texts register it: registerMessages(classroomMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const classroomMessages: MessageBundle<'classroom'> = { namespace: 'classroom', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
