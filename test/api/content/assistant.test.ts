// The assistant on the embedded default (no chat model: answers by search) — /api/ai/chat and /api/ai/messages:
// the NDJSON stream (start, deltas, end), search answers that say so with links to their sources, the history
// (own only, paged backwards), the per-user limits (a minute, a China day, parallel questions), refusals before the
// stream as envelopes, and stop: the client closing the request leaves the answer `stopped` with what was shown.
import http from 'node:http'
import { and, eq } from 'drizzle-orm'
import { AI_LIMITS, type AiMessagesPage } from '../../../types/content/assistant-shapes'
import { seedDemoCatalog, seedDemoFaq } from '../../../server/seed'
import { aiMessages } from '../../../server/src/db/schema'
import { answerOf, ask, eventsOf } from '../helpers/assistant'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { SEED_NOW } from '../helpers/catalog-fixtures'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { listAiMessages } from '@contract/content/assistant-endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

const clock = testClock(SEED_NOW)
let t: TestApp
const MINUTE = 60_000

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now, assistantPaceMs: 0 })
  await t.db.transaction((tx) => seedDemoCatalog(tx, clock.now()))
  await seedDemoFaq(t.db)
})
afterAll(() => t.close())

const history = async (token: string, query = '') => expectOk<AiMessagesPage>(await callApiRaw(t.app, listAiMessages, { query, token }))

describe('a search answer', () => {
  it('streams start, several deltas and end, grounded in our FAQ, and says it is a search answer', async () => {
    const { token } = await t.createUser()
    const events = eventsOf(await ask(t, token, '怎么开发票？'))
    expect(events[0]).toEqual({ type: 'start', questionId: expect.any(Number), answerId: expect.any(Number), mode: 'search' })
    const { end, streamed, deltas } = answerOf(events)
    expect(deltas).toBeGreaterThan(10)
    expect(end).toMatchObject({ type: 'end', state: 'done', content: streamed })
    expect(streamed).toContain('搜索回答')
    expect(streamed).toContain('怎么开发票？可以开专票吗？')
    expect(end.type === 'end' && end.sources).toContainEqual({ kind: 'faq', id: expect.any(Number), title: '怎么开发票？可以开专票吗？' })
  })

  it('says plainly when nothing matched', async () => {
    const { token } = await t.createUser()
    const { end } = answerOf(eventsOf(await ask(t, token, 'qwertyuiop')))
    expect(end).toMatchObject({ state: 'done', sources: [] })
    expect(end.type === 'end' && end.content).toContain('没有找到')
  })

  it('keeps the question and the answer, logged for review', async () => {
    const { token, id } = await t.createUser()
    const [start] = eventsOf(await ask(t, token, '考试没通过可以补考吗'))
    const rows = await t.db.select().from(aiMessages).where(eq(aiMessages.userId, id))
    expect(rows.map((r) => [r.role, r.state, r.mode])).toEqual([['user', 'done', null], ['assistant', 'done', 'search']])
    expect(start.type === 'start' && rows[1].replyToId === start.questionId).toBe(true)
    expect(t.logs.some((line) => line.includes('"msg":"AI answer"') && line.includes(`"answerId":${rows[1].id}`))).toBe(true)
  })
})

describe('refusals before the stream are envelopes', () => {
  it('answers 401 without a token', async () => {
    const res = await ask(t, undefined, '你好')
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ status: 0, code: 'UNAUTHENTICATED' })
  })

  it('refuses an empty, missing or too long question, naming it', async () => {
    const { token } = await t.createUser()
    expectRefusal(await ask(t, token, '   '), 'VALIDATION', /请输入问题/)
    expectRefusal(await ask(t, token, undefined), 'VALIDATION', /请输入问题/)
    expectRefusal(await ask(t, token, 12), 'VALIDATION', /问题应为文字/)
    expectRefusal(await ask(t, token, '问'.repeat(AI_LIMITS.questionMaxChars + 1)), 'VALIDATION', /不能超过500个字/)
  })
})

describe('history', () => {
  it('pages the user\'s own chat backwards, oldest first within a page', async () => {
    const { token } = await t.createUser()
    for (const q of ['退款多久能到账', '证书怎么查询', '忘记密码怎么办']) eventsOf(await ask(t, token, q))
    const newest = await history(token, '?size=4')
    expect(newest.list.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant'])
    expect(newest.list.map((m) => m.content).filter((_, i) => i % 2 === 0)).toEqual(['证书怎么查询', '忘记密码怎么办'])
    expect(newest.list[1]).toMatchObject({ state: 'done', mode: 'search', replyToId: newest.list[0].id, sources: expect.any(Array) })
    expect(newest.hasMore).toBe(true)
    const older = await history(token, `?size=4&before=${newest.list[0].id}`)
    expect(older.list.map((m) => m.content)[0]).toBe('退款多久能到账')
    expect(older.hasMore).toBe(false)
  })

  it('never shows another user\'s messages, whatever cursor is asked for', async () => {
    const alice = await t.createUser()
    const bob = await t.createUser()
    eventsOf(await ask(t, alice.token, '爱丽丝的秘密问题'))
    const bobs = await history(bob.token)
    expect(bobs).toEqual({ list: [], hasMore: false })
    const aliceLast = (await history(alice.token)).list[1].id
    expect(await history(bob.token, `?before=${aliceLast + 1}`)).toEqual({ list: [], hasMore: false })
  })

  it('reads an answer cut off by a restart (still streaming after five minutes) as failed', async () => {
    const { token, id } = await t.createUser()
    const [q] = await t.db.insert(aiMessages).values({ userId: id, role: 'user', content: '重启前的问题', createdAt: clock.now() }).returning()
    await t.db.insert(aiMessages).values({ userId: id, role: 'assistant', content: '一半', mode: 'search', state: 'streaming', replyToId: q.id, createdAt: clock.now() })
    expect((await history(token)).list[1].state).toBe('streaming')
    clock.advance(6 * MINUTE)
    expect((await history(token)).list[1]).toMatchObject({ state: 'failed', content: '一半' })
  })

  it('answers 401 without a token and refuses a bad cursor or size', async () => {
    expect((await callApiRaw(t.app, listAiMessages)).statusCode).toBe(401)
    const { token } = await t.createUser()
    expectRefusal(await callApiRaw(t.app, listAiMessages, { query: { before: 'abc' }, token }), 'VALIDATION', /消息编号/)
    expectRefusal(await callApi(t.app, listAiMessages, { query: { size: 31 }, token }), 'VALIDATION', /每页条数不能超过30/)
  })
})

describe('limits', () => {
  it(`allows ${AI_LIMITS.perMinute} questions a minute, then AI_RATE_LIMITED until the minute has passed`, async () => {
    const { token } = await t.createUser()
    for (let i = 0; i < AI_LIMITS.perMinute; i += 1) eventsOf(await ask(t, token, `问题${i}`))
    expectRefusal(await ask(t, token, '再问一个'), 'AI_RATE_LIMITED', /每分钟最多6个问题/)
    clock.advance(MINUTE + 1)
    eventsOf(await ask(t, token, '一分钟后再问'))
  })

  it(`allows ${AI_LIMITS.perDay} questions a China day, then AI_DAILY_LIMIT until China's midnight`, async () => {
    const { token, id } = await t.createUser()
    // The clock stands at 10:00 in China; 49 questions asked earlier today.
    const earlier = new Date(clock.now().getTime() - 60 * MINUTE)
    await t.db.insert(aiMessages).values(Array.from({ length: AI_LIMITS.perDay - 1 }, (_, i) => ({
      userId: id, role: 'user' as const, content: `早些时候的问题${i}`, createdAt: earlier
    })))
    eventsOf(await ask(t, token, '第五十个问题'))
    clock.advance(2 * MINUTE)
    expectRefusal(await ask(t, token, '第五十一个问题'), 'AI_DAILY_LIMIT', /今天已经问了50个问题/)
    const msToChinaMidnight = Date.parse(new Date(clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10) + 'T16:00:00Z') - clock.now().getTime()
    clock.advance(msToChinaMidnight + 1)
    eventsOf(await ask(t, token, '第二天的问题'))
  })

  it('lets exactly the allowed number through when questions arrive at once', async () => {
    const { token, id } = await t.createUser()
    const answers = await Promise.all(Array.from({ length: AI_LIMITS.perMinute + 3 }, (_, i) => ask(t, token, `并发问题${i}`)))
    const streamed = answers.filter((r) => r.headers['content-type']?.toString().startsWith('application/x-ndjson'))
    const refused = answers.filter((r) => r.json !== undefined && !r.headers['content-type']?.toString().startsWith('application/x-ndjson'))
    expect(streamed).toHaveLength(AI_LIMITS.perMinute)
    expect(refused.map((r) => r.json().code)).toEqual(Array(3).fill('AI_RATE_LIMITED'))
    const questions = await t.db.select().from(aiMessages).where(and(eq(aiMessages.userId, id), eq(aiMessages.role, 'user')))
    expect(questions).toHaveLength(AI_LIMITS.perMinute)
  })
})

describe('stop', () => {
  let slow: TestApp
  let base: string
  beforeAll(async () => {
    slow = await createTestApp({}, { now: clock.now, assistantPaceMs: 30 })
    await seedDemoFaq(slow.db)
    base = await slow.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => slow.close())

  it('keeps the answer as stopped, with the text streamed so far, when the client closes the request', async () => {
    const { token, id } = await slow.createUser()
    // A plain HTTP request, destroyed as a phone closing the request would (no keep-alive socket left behind).
    const request = http.request(`${base}/api/ai/chat`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token } })
    const firstDelta = new Promise<void>((resolve, reject) => {
      request.on('response', (res) => {
        let received = ''
        res.on('data', (chunk: Buffer) => { received += chunk.toString(); if (received.includes('"delta"')) resolve() })
      })
      request.on('error', reject)
    })
    request.end(JSON.stringify({ question: '退款多久能到账' }))
    await firstDelta
    request.destroy()
    const answer = async () => (await slow.db.select().from(aiMessages).where(and(eq(aiMessages.userId, id), eq(aiMessages.role, 'assistant'))))[0]
    for (let i = 0; i < 100 && (await answer()).state === 'streaming'; i += 1) await new Promise((r) => setTimeout(r, 20))
    const row = await answer()
    expect(row.state).toBe('stopped')
    expect(row.content.length).toBeGreaterThan(0)
    expect(row.content.length).toBeLessThan(60)
    expect('以下是站内搜索找到的相关内容'.startsWith(row.content) || row.content.startsWith('以下是站内搜索找到的相关内容')).toBe(true)
  })
})
