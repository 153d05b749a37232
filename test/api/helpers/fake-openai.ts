// A local OpenAI-compatible chat API (POST /v1/chat/completions with stream: true, answered as server-sent events
// the way OpenAI streams chunks). Tests script what it answers and read everything it was sent.
import Fastify from 'fastify'

export const FAKE_AI_KEY = 'sk-test-0123456789'
export const FAKE_AI_MODEL = 'fake-chat-1'

export interface ChatRequest {
  authorization: string | undefined
  body: { model: string; stream: boolean; messages: Array<{ role: string; content: string }>; max_tokens?: number }
}

export interface FakeOpenAi {
  /** The API base to configure (AI_BASE_URL). */
  baseUrl: string
  requests: ChatRequest[]
  /**
   * What to answer: a fixed text; 'echo' (every message it received, joined, as a hostile model repeating its prompt
   * would); or 'fail' (HTTP 500).
   */
  reply: string | 'echo' | 'fail'
  /** Characters per chunk and the pause between chunks. */
  chunkChars: number
  delayMs: number
  /** How many requests were closed by the caller before the answer ended. */
  aborted: number
  close(): Promise<void>
}

const chunk = (content: string, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: FAKE_AI_MODEL,
    choices: [{ index: 0, delta: finish ? {} : { content }, finish_reason: finish }]
  })}\n\n`

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const app = Fastify()
  const state: FakeOpenAi = {
    baseUrl: '', requests: [], reply: '好的。', chunkChars: 3, delayMs: 0, aborted: 0, close: () => app.close()
  }
  app.post('/v1/chat/completions', async (req, reply) => {
    const body = req.body as ChatRequest['body']
    state.requests.push({ authorization: req.headers.authorization, body })
    if (state.reply === 'fail') return reply.code(500).send({ error: { message: 'scripted failure', type: 'server_error' } })
    const text = state.reply === 'echo' ? body.messages.map((m) => m.content).join('\n') : state.reply
    reply.hijack()
    const res = reply.raw
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' })
    let closed = false
    res.on('close', () => { if (!res.writableFinished) { closed = true; state.aborted += 1 } })
    for (let at = 0; at < text.length && !closed; at += state.chunkChars) {
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs))
      res.write(chunk(text.slice(at, at + state.chunkChars)))
    }
    if (!closed) res.end(`${chunk('', 'stop')}data: [DONE]\n\n`)
  })
  state.baseUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}/v1`
  return state
}
