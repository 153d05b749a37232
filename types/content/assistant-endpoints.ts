// Endpoints of the AI assistant (pages/aiassistant/index) and of search (pages/entry/searchDetail).
import type {
  AiChatInput, AiMessagesPage, AiMessagesQuery, AiStreamEvent, SearchHit, SearchQuery, SearchSummary, SearchSummaryQuery
} from './assistant-shapes'
import type { Paged } from '../envelope'
import { define } from '../define'

/**
 * Streams the answer as NDJSON (one AiStreamEvent a line), not an envelope; refusals before the first line are
 * envelopes. The app reads it with `callStream` (src/shared/request.ts); closing the request stops the answer.
 */
export const askAssistant = define<{ body: AiChatInput; response: AiStreamEvent }>()({
  method: 'POST', path: '/api/ai/chat', access: 'user', summary: 'Ask the assistant; the answer streams as NDJSON events'
})
export const listAiMessages = define<{ query: AiMessagesQuery; response: AiMessagesPage }>()({
  method: 'GET', path: '/api/ai/messages', access: 'user', summary: 'The signed-in user\'s own chat, a page older than `before`'
})

export const searchContent = define<{ query: SearchQuery; response: Paged<SearchHit> }>()({
  method: 'GET', path: '/api/search', access: 'public', summary: 'Goods, news or FAQ matching a keyword, best first, with highlights'
})
export const searchSummary = define<{ query: SearchSummaryQuery; response: SearchSummary }>()({
  method: 'GET', path: '/api/search/summary', access: 'public', summary: 'How many of each kind a keyword finds (counts it for the hot terms)'
})
export const listHotTerms = define<{ response: string[] }>()({
  method: 'GET', path: '/api/search/hot-terms', access: 'public', summary: 'The most searched keywords that found something'
})
