// The assistant's chat store: the wait text until the first piece, pieces appended, the end as stored, stop (what was
// shown stays, the request is closed), refusals shown in place, retry, and older history put on top.
import type { AiMessage, AiStreamEvent } from '@contract/content/assistant-shapes'
import { BusinessRefusal, RequestError } from '@/shared/request'
import { ChatStore } from '@/features/assistant/chat-store'
import { askAssistant, listMessages } from '@/features/assistant/api'

jest.mock('@/features/assistant/api', () => ({ askAssistant: jest.fn(), listMessages: jest.fn() }))
const ask = askAssistant as jest.MockedFunction<typeof askAssistant>
const list = listMessages as jest.MockedFunction<typeof listMessages>

/** A stream the test drives: push events, then end or fail it. */
function scriptedStream() {
  let push: (event: AiStreamEvent) => void = () => undefined
  let settle: { resolve: () => void; reject: (err: unknown) => void } = { resolve: () => undefined, reject: () => undefined }
  const abort = jest.fn(() => settle.reject(new RequestError('network')))
  ask.mockImplementationOnce((_question, onEvent) => {
    push = onEvent
    const done = new Promise<void>((resolve, reject) => { settle = { resolve, reject } })
    return { done, abort }
  })
  return { push: (e: AiStreamEvent) => push(e), end: () => settle.resolve(), fail: (err: unknown) => settle.reject(err), abort }
}

const message = (id: number, role: 'user' | 'assistant', content: string, replyToId: number | null = null): AiMessage =>
  ({ id, role, content, state: 'done', mode: role === 'assistant' ? 'search' : null, sources: [], replyToId, createdAt: '2026-03-02T02:00:00Z' })
const flush = () => new Promise((r) => setTimeout(r, 0))

beforeEach(() => jest.clearAllMocks())

it('shows the wait text until the first piece, appends pieces, and ends with the answer as stored', async () => {
  const store = new ChatStore()
  const stream = scriptedStream()
  store.ask('  怎么开发票？ ')
  expect(ask).toHaveBeenCalledWith('怎么开发票？', expect.any(Function))
  expect(store.waiting).toBe(true)
  expect(store.answering).toBe(true)
  stream.push({ type: 'start', questionId: 1, answerId: 2, mode: 'search' })
  expect(store.waiting).toBe(true)
  stream.push({ type: 'delta', text: '在订单' })
  expect(store.waiting).toBe(false)
  stream.push({ type: 'delta', text: '详情申请' })
  const answer = store.entries[1]
  expect(answer).toMatchObject({ role: 'assistant', content: '在订单详情申请', state: 'streaming', mode: 'search' })
  stream.push({ type: 'end', state: 'done', content: '在订单详情申请。', sources: [{ kind: 'faq', id: 3, title: '怎么开发票？' }] })
  stream.end()
  await flush()
  expect(answer).toMatchObject({ content: '在订单详情申请。', state: 'done', sources: [{ kind: 'faq', id: 3, title: '怎么开发票？' }] })
  expect(store.answering).toBe(false)
})

it('stops: keeps what was shown, closes the request, and asks nothing twice meanwhile', async () => {
  const store = new ChatStore()
  const stream = scriptedStream()
  store.ask('退款多久到账')
  store.ask('第二个问题')
  expect(ask).toHaveBeenCalledTimes(1)
  stream.push({ type: 'delta', text: '一般' })
  store.stop()
  await flush()
  expect(stream.abort).toHaveBeenCalled()
  expect(store.entries[1]).toMatchObject({ content: '一般', state: 'stopped' })
  expect(store.answering).toBe(false)
})

it('shows a limit in place, a lost connection as failed, and retries the same question', async () => {
  const store = new ChatStore()
  const refused = scriptedStream()
  store.ask('问题一')
  refused.fail(new BusinessRefusal('AI_RATE_LIMITED', '提问太频繁，每分钟最多6个问题，请稍等再问'))
  await flush()
  expect(store.entries[1]).toMatchObject({ state: 'failed', notice: '提问太频繁，每分钟最多6个问题，请稍等再问' })
  const lost = scriptedStream()
  store.retry(store.entries[1])
  lost.fail(new RequestError('network'))
  await flush()
  expect(ask).toHaveBeenLastCalledWith('问题一', expect.any(Function))
  expect(store.entries[3]).toMatchObject({ state: 'failed', notice: undefined })
})

it('loads the newest history, then older pages on top', async () => {
  list.mockResolvedValueOnce({ list: [message(3, 'user', '新问题'), message(4, 'assistant', '新回答', 3)], hasMore: true })
  const store = new ChatStore()
  await store.load()
  expect(store.entries.map((e) => e.content)).toEqual(['新问题', '新回答'])
  expect(store.entries[1].question).toBe('新问题')
  list.mockResolvedValueOnce({ list: [message(1, 'user', '旧问题'), message(2, 'assistant', '旧回答', 1)], hasMore: false })
  await store.loadOlder()
  expect(list).toHaveBeenLastCalledWith(3)
  expect(store.entries.map((e) => e.content)).toEqual(['旧问题', '旧回答', '新问题', '新回答'])
  expect(store.hasMore).toBe(false)
})
