// A request whose answer is read as it arrives, chunk by chunk (the assistant's streamed answer). H5: fetch and the
// body's ReadableStream. Mini-program: wx.request with enableChunked and onChunkReceived (base library 2.20.1+).
// Both hand over raw bytes; decoding and framing are the request client's (shared/request.ts).
import Taro from '@tarojs/taro'

export interface ChunkedOptions {
  url: string
  method: 'POST' | 'GET'
  header: Record<string, string>
  body: string
  /** The status and type, before the first chunk (when the platform tells; else only `done` has them). */
  onHeaders: (answer: ChunkedAnswer) => void
  onChunk: (bytes: Uint8Array) => void
}

export interface ChunkedAnswer {
  statusCode: number
  contentType: string
}

export interface ChunkedTask {
  /** Settles once the answer has ended (after the last onChunk); rejects when the network failed or on abort. */
  done: Promise<ChunkedAnswer>
  abort: () => void
}

function fetchChunked(options: ChunkedOptions): ChunkedTask {
  const aborter = new AbortController()
  const run = async (): Promise<ChunkedAnswer> => {
    const res = await fetch(options.url, { method: options.method, headers: options.header, body: options.body, signal: aborter.signal })
    const answer = { statusCode: res.status, contentType: res.headers.get('content-type') ?? '' }
    options.onHeaders(answer)
    if (!res.body) {
      options.onChunk(new Uint8Array(await res.arrayBuffer()))
      return answer
    }
    const reader = res.body.getReader()
    for (let part = await reader.read(); !part.done; part = await reader.read()) options.onChunk(part.value)
    return answer
  }
  return { done: run(), abort: () => aborter.abort() }
}

const headerValue = (header: Record<string, unknown> | undefined, name: string) => {
  const key = Object.keys(header ?? {}).find((k) => k.toLowerCase() === name)
  return key ? String(header![key]) : ''
}

function wechatChunked(options: ChunkedOptions): ChunkedTask {
  let answer: ChunkedAnswer = { statusCode: 0, contentType: '' }
  let chunks = 0
  let task: Taro.RequestTask<ArrayBuffer> | undefined
  const done = new Promise<ChunkedAnswer>((resolve, reject) => {
    task = Taro.request<ArrayBuffer>({
      url: options.url,
      method: options.method,
      header: options.header,
      data: options.body,
      responseType: 'arraybuffer',
      enableChunked: true,
      success: (res) => {
        // An answer that was not chunked (an error envelope) may arrive here whole instead of through onChunkReceived.
        if (chunks === 0 && res.data instanceof ArrayBuffer && res.data.byteLength > 0) options.onChunk(new Uint8Array(res.data))
        resolve({ statusCode: res.statusCode, contentType: answer.contentType || headerValue(res.header, 'content-type') })
      },
      fail: (err) => reject(new Error(err.errMsg))
    })
    task.onHeadersReceived((res: { header?: Record<string, unknown>; statusCode?: number }) => {
      answer = { statusCode: res.statusCode ?? 0, contentType: headerValue(res.header, 'content-type') }
      options.onHeaders(answer)
    })
    task.onChunkReceived((res: { data: ArrayBuffer }) => {
      chunks += 1
      options.onChunk(new Uint8Array(res.data))
    })
  })
  return { done, abort: () => task?.abort() }
}

export function sendChunked(options: ChunkedOptions): ChunkedTask {
  return process.env.TARO_ENV === 'weapp' ? wechatChunked(options) : fetchChunked(options)
}
