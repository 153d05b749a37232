// The catalog context's dependencies: the app's base plus file storage and WeChat (mini-program codes).
import type { FileStorage } from '../../integrations/storage/types'
import type { WechatMiniClient } from '../../integrations/wechat/types'
import type { BaseContext } from '../base'

export interface CatalogContext extends BaseContext {
  storage: FileStorage
  wechatMini: WechatMiniClient | null
}
