// Namespace `goods` in its three languages; pages that show these texts register it: registerMessages(goodsMessages).
import type { MessageBundle } from '../translation'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

export const goodsMessages: MessageBundle<'goods'> = { namespace: 'goods', catalogs: { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en } }
