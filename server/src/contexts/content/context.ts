// The content context's dependencies: the app's base, the WeChat mini-program client (content security of the
// assistant's answers; null when not configured) and the assistant's chat model (null: it answers by search).
import type { ChatModel } from '../../integrations/ai/types'
import type { WechatMiniClient } from '../../integrations/wechat/types'
import type { BaseContext } from '../base'

export interface AssistantSettings {
  model: ChatModel | null
  /** Pause between the pieces of a search answer, so it streams like a model's (tests use 0). */
  paceMs: number
}

export interface ContentContext extends BaseContext {
  wechatMini: WechatMiniClient | null
  assistant: AssistantSettings
}
