// The chat model behind any OpenAI-compatible API (OpenAI, DeepSeek, Qwen's compatible mode, Moonshot, a local
// vLLM or Ollama) through the official `openai` client, which handles the server-sent events, typed errors and
// retries of failed connections.
import type OpenAI from 'openai'
import type { ChatModel } from './types'

export interface OpenAiModelOptions {
  baseUrl: string
  apiKey: string
  model: string
}

/** A long answer; more would take a phone screen's worth of scrolling and cost more than it helps. */
const MAX_TOKENS = 800
/** Facts from our content, not creativity. */
const TEMPERATURE = 0.3
/** No first token after this long: the API is down or overloaded; the learner gets the failure and a retry button. */
const TIMEOUT_MS = 60_000

export function createOpenAiModel(options: OpenAiModelOptions): ChatModel {
  // Made on the first question: the client is some 150 modules that a server without a model never needs.
  // Self-hosted servers take no key, but the client insists on one.
  let client: Promise<OpenAI> | undefined
  const clientOf = () => (client ??= import('openai').then(({ default: OpenAIClient }) =>
    new OpenAIClient({ baseURL: options.baseUrl, apiKey: options.apiKey || 'none', timeout: TIMEOUT_MS, maxRetries: 1 })))
  return {
    model: options.model,
    async *stream(messages, signal) {
      const stream = await (await clientOf()).chat.completions.create(
        { model: options.model, messages, stream: true, max_tokens: MAX_TOKENS, temperature: TEMPERATURE },
        { signal }
      )
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content
        if (text) yield text
      }
    }
  }
}
