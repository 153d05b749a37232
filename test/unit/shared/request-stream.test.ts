// callStream: the request client's streamed call (the assistant's answer) in H5 (fetch + body reader) and in the
// mini-program (Taro.request with enableChunked): the same headers as call(), events handed over as lines complete
// (a line or a character cut between chunks included), refusals and 401 through product rules §8 like any call, abort.
import { TextEncoder as NodeTextEncoder } from 'node:util'
import Taro from '@tarojs/taro'
import { askAssistant } from '@contract/content/assistant-endpoints'
import type { AiStreamEvent } from '@contract/content/assistant-shapes'
import { BusinessRefusal, callStream, RequestError } from '@/shared/request'

const mocked = Taro as jest.Mocked<typeof Taro> & { __resetStorage: () => void }
const bytes = (text: string) => new NodeTextEncoder().encode(text)
const NDJSON = 'application/x-ndjson; charset=utf-8'
const start = { type: 'start', questionId: 1, answerId: 2, mode: 'search' }
const lines = [JSON.stringify(start), JSON.stringify({ type: 'delta', text: '你好' }), JSON.stringify({ type: 'end', state: 'done', content: '你好', sources: [] })]
  .map((l) => `${l}\n`).join('')

/** Cuts the text's bytes into pieces of `size`, so lines and characters are split. */
const pieces = (text: string, size: number) => {
  const all = bytes(text)
  return Array.from({ length: Math.ceil(all.length / size) }, (_, i) => all.slice(i * size, i * size + size))
}

function fetchAnswering(status: number, contentType: string, chunks: Uint8Array[]) {
  const fetchMock = jest.fn(async (_url: string, init: { signal: AbortSignal }) => {
    let i = 0
    return {
      status,
      headers: { get: () => contentType },
      body: {
        getReader: () => ({
          read: async () => {
            if (init.signal.aborted) throw new DOMException('aborted', 'AbortError')
            return i < chunks.length ? { done: false, value: chunks[i++] } : { done: true, value: undefined }
          }
        })
      }
    }
  })
  ;(globalThis as { fetch?: unknown }).fetch = fetchMock
  return fetchMock
}

beforeEach(() => {
  jest.clearAllMocks()
  mocked.__resetStorage()
  mocked.getCurrentPages.mockReturnValue([{ route: 'pages/aiassistant/index' }] as never)
})

describe('H5', () => {
  it('posts JSON with the token and a request id, and hands over each event once its line is complete', async () => {
    mocked.setStorageSync('token', 'abc')
    const fetchMock = fetchAnswering(200, NDJSON, pieces(lines, 7))
    const events: AiStreamEvent[] = []
    await callStream(askAssistant, { body: { question: '你好' } }, (e) => events.push(e)).done
    expect(events).toEqual([start, { type: 'delta', text: '你好' }, { type: 'end', state: 'done', content: '你好', sources: [] }])
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, { method: string; headers: Record<string, string>; body: string }]
    expect(url).toBe('/api/ai/chat')
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"question":"你好"}')
    expect(init.headers).toEqual({ 'content-type': 'application/json', 'x-auth-token': 'abc', 'x-request-id': expect.stringMatching(/^[0-9a-f-]{36}$/) })
  })

  it('hands over a refusal the caller handles as a BusinessRefusal', async () => {
    fetchAnswering(200, 'application/json; charset=utf-8', [bytes(JSON.stringify({ status: 0, code: 'AI_RATE_LIMITED', message: '提问太频繁', data: null }))])
    const call = callStream(askAssistant, { body: { question: 'x' } }, () => undefined, { handles: ['AI_RATE_LIMITED'] })
    await expect(call.done).rejects.toEqual(new BusinessRefusal('AI_RATE_LIMITED', '提问太频繁'))
    expect(mocked.showModal).not.toHaveBeenCalled()
  })

  it('goes to the login page on 401, like every call', async () => {
    fetchAnswering(401, 'application/json', [bytes(JSON.stringify({ status: 0, code: 'UNAUTHENTICATED', message: '请先登录', data: null }))])
    await expect(callStream(askAssistant, { body: { question: 'x' } }, () => undefined).done).rejects.toEqual(new RequestError('auth', 401))
    expect(mocked.navigateTo).toHaveBeenCalledWith({ url: '/pages/boot/bindPhone' })
  })

  it('rejects as a network failure when aborted', async () => {
    fetchAnswering(200, NDJSON, pieces(lines, 5))
    const call = callStream(askAssistant, { body: { question: 'x' } }, () => undefined)
    call.abort()
    await expect(call.done).rejects.toEqual(new RequestError('network'))
  })
})

describe('mini-program', () => {
  const env = process.env.TARO_ENV
  afterEach(() => { process.env.TARO_ENV = env })

  function wechatTask(status: number, contentType: string, chunks: Uint8Array[]) {
    const task = { abort: jest.fn(), onHeadersReceived: jest.fn(), onChunkReceived: jest.fn() }
    mocked.request.mockImplementationOnce(((options: { success: (res: object) => void }) => {
      setTimeout(() => {
        task.onHeadersReceived.mock.calls[0][0]({ statusCode: status, header: { 'Content-Type': contentType } })
        for (const chunk of chunks) task.onChunkReceived.mock.calls[0][0]({ data: chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength) })
        options.success({ statusCode: status, header: { 'Content-Type': contentType }, data: new ArrayBuffer(0) })
      }, 0)
      return task
    }) as never)
    return task
  }

  it('asks for chunks and decodes characters cut between them', async () => {
    process.env.TARO_ENV = 'weapp'
    wechatTask(200, NDJSON, pieces(lines, 4))
    const events: AiStreamEvent[] = []
    await callStream(askAssistant, { body: { question: '你好' } }, (e) => events.push(e)).done
    expect(events.map((e) => e.type)).toEqual(['start', 'delta', 'end'])
    expect(events[1]).toEqual({ type: 'delta', text: '你好' })
    expect(mocked.request).toHaveBeenCalledWith(expect.objectContaining({
      url: '/api/ai/chat', method: 'POST', enableChunked: true, responseType: 'arraybuffer', data: '{"question":"你好"}'
    }))
  })

  it('reads a refusal that came whole, and aborts the task on stop', async () => {
    process.env.TARO_ENV = 'weapp'
    const envelope = bytes(JSON.stringify({ status: 0, code: 'AI_DAILY_LIMIT', message: '今天的提问次数已用完', data: null }))
    wechatTask(200, 'application/json', [envelope])
    await expect(callStream(askAssistant, { body: { question: 'x' } }, () => undefined, { handles: ['AI_DAILY_LIMIT'] }).done)
      .rejects.toEqual(new BusinessRefusal('AI_DAILY_LIMIT', '今天的提问次数已用完'))
    const task = wechatTask(200, NDJSON, [])
    callStream(askAssistant, { body: { question: 'x' } }, () => undefined).abort()
    expect(task.abort).toHaveBeenCalled()
  })
})
