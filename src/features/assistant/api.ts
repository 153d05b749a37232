// Assistant calls, through the endpoint definitions the server registers its routes from (types/<ctx>/endpoints).
import type { AiStreamEvent } from '@contract/content/assistant-shapes'
import * as api from '@contract/content/assistant-endpoints'
import { call, callStream } from '@/shared/request'

/** The newest page of the user's chat, or the page just older than `before`. */
export const listMessages = (before?: number, size = 20) => call(api.listAiMessages, { query: { before, size } })

/** The limits come back as refusals the chat shows in place, not as a modal over it. */
export const askAssistant = (question: string, onEvent: (event: AiStreamEvent) => void) =>
  callStream(api.askAssistant, { body: { question } }, onEvent, { handles: ['AI_RATE_LIMITED', 'AI_DAILY_LIMIT'] })
