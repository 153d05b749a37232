// Chooses the chat model once, at start: the configured OpenAI-compatible API, or none (the assistant then answers
// by searching our content, and says so).
import type { AppConfig } from '../../config'
import { createOpenAiModel } from './openai-model'
import type { ChatModel } from './types'

export function createChatModel(config: AppConfig): ChatModel | null {
  return config.ai ? createOpenAiModel(config.ai) : null
}
