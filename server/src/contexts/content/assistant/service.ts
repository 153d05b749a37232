// The assistant for learners: ask (limits checked and the question stored before anything streams, so refusals are
// ordinary envelopes), and the user's own history, paged backwards from the newest.
import type { AiMessage, AiMessagesPage, AiMessageState, AiStreamEvent, ContentSource } from '@contract/content/assistant-shapes'
import type { CurrentUser } from '@contract/identity/shapes'
import type { Db } from '../../../db'
import type { StreamWriter } from '../../../http/stream-route'
import { findWechatIdentity } from '../../identity'
import type { ContentContext } from '../context'
import type { Retrieval } from '../retrieval/service'
import { BLOCKED_ANSWER, writeAnswer, type AnswerDeps } from './answer'
import type { TextCheck } from './content-gate'
import { checkLimits } from './limits'
import { insertExchange, listPage, type AiMessageRow } from './repo'

export interface Assistant {
  ctx: ContentContext
  retrieval: Retrieval
  systemPrompt: string
  canary: string
}

/** WeChat's check applies to learners who came from the mini-program (their openid), when it is configured. */
async function contentCheckFor(ctx: ContentContext, userId: number): Promise<TextCheck | null> {
  const client = ctx.wechatMini
  if (!client) return null
  const identity = await findWechatIdentity(ctx.db, userId)
  if (!identity || identity.appId !== client.appId) return null
  return (content) => client.msgSecCheck({ openid: identity.openid, content })
}

export async function ask(assistant: Assistant, user: CurrentUser, question: string): Promise<StreamWriter<AiStreamEvent>> {
  const { ctx } = assistant
  const now = ctx.now()
  const mode = ctx.assistant.model ? 'llm' : 'search'
  const ids = await ctx.db.transaction(async (tx) => {
    await checkLimits(tx, user.id, now)
    return insertExchange(tx, user.id, question, mode, now)
  })
  const deps: AnswerDeps = {
    db: ctx.db, now: ctx.now, log: ctx.log, retrieval: assistant.retrieval, model: ctx.assistant.model,
    systemPrompt: assistant.systemPrompt, canary: assistant.canary, check: await contentCheckFor(ctx, user.id), paceMs: ctx.assistant.paceMs
  }
  return (sink) => writeAnswer(deps, { userId: user.id, ...ids, question, mode }, sink)
}

/**
 * An answer still `streaming` long after any answer could take (the model's own timeout is a minute) was cut off by a
 * server restart: it reads as failed, so the learner can retry it.
 */
const STALE_STREAM_MS = 5 * 60_000

function stateOf(row: AiMessageRow, now: Date): AiMessageState {
  return row.state === 'streaming' && now.getTime() - row.createdAt.getTime() > STALE_STREAM_MS ? 'failed' : row.state
}

function toMessage(row: AiMessageRow, now: Date): AiMessage {
  return {
    id: row.id, role: row.role, state: stateOf(row, now), mode: row.mode, replyToId: row.replyToId, createdAt: row.createdAt.toISOString(),
    // A blocked answer keeps what the model said for the back office only.
    content: row.role === 'assistant' && row.state === 'blocked' ? BLOCKED_ANSWER : row.content,
    sources: row.state === 'blocked' ? [] : (row.sources as ContentSource[])
  }
}

export async function listMessages(db: Db, userId: number, before: number | undefined, size: number, now: Date): Promise<AiMessagesPage> {
  const rows = await listPage(db, userId, before, size + 1)
  return { list: rows.slice(0, size).reverse().map((row) => toMessage(row, now)), hasMore: rows.length > size }
}
