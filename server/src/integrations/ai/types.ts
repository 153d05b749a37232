// A chat model that streams its answer: any OpenAI-compatible chat API (production), or none (the embedded
// default answers by search instead).

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export interface ChatModel {
  /** The configured model name, for the log. */
  readonly model: string
  /** The answer's text as it arrives; aborting `signal` stops the call (and the model's billing) at once. */
  stream(messages: ChatMessage[], signal: AbortSignal): AsyncIterable<string>
}
