// Chooses the WeChat mini-program client once, at start: the real one when an AppID and secret are configured,
// otherwise none (the login route then answers NOT_CONFIGURED with a sentence pointing to SMS login).
import type { AppConfig } from '../../config'
import { createWechatMiniClient } from './mini-client'
import type { WechatMiniClient } from './types'

export function createWechatMini(config: AppConfig, now: () => Date): WechatMiniClient | null {
  const mini = config.wechat.mini
  if (!mini) return null
  return createWechatMiniClient({ appId: mini.appId, secret: mini.secret, apiBase: config.wechat.apiBase, now })
}
