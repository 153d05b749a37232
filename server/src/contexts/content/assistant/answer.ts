// Writes one answer as it is made: the start event, the text in pieces, the end event, and the answer row's final
// state. The question passes the content check first; then our content is searched; then either the embedded
// default quotes the best passages (search) or the chat model answers from them (llm), through the leak guard and
// the content check. The learner pressing stop closes the request: the model call is aborted with it and the answer
// is kept as `stopped` with the text shown so far.
import type { AiAnswerMode, AiMessageState, AiStreamEvent, ContentSource } from '@contract/content/assistant-shapes'
import type { FastifyBaseLogger } from 'fastify'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Db } from '../../../db'
import type { EventSink } from '../../../http/stream-route'
import type { ChatModel } from '../../../integrations/ai/types'
import type { Passage } from '../retrieval/content-index'
import type { Retrieval } from '../retrieval/service'
import { CheckedRelease, ContentBlocked, type TextCheck } from './content-gate'
import { LeakGuard, PromptLeak } from './leak-guard'
import { buildMessages, CONTEXT_MESSAGES } from './prompt'
import { finishAnswer, recentContext } from './repo'
import { piecesOf, SEARCH_ANSWER_PASSAGES, searchAnswer } from './search-answer'

/** Passages the model gets: enough for a question touching two topics, few enough to stay cheap. */
const MODEL_PASSAGES = 4
/** What a learner reads when an answer was withheld; no reason given (it would teach how to get round it). */
export const BLOCKED_ANSWER = '抱歉，这个问题暂时无法回答，可以换个问题试试。'

export interface AnswerDeps {
  db: Db
  now: () => Date
  log: FastifyBaseLogger
  retrieval: Retrieval
  model: ChatModel | null
  systemPrompt: string
  canary: string
  /** msgSecCheck for this learner, or null when it does not apply. */
  check: TextCheck | null
  /** Pause between the pieces of a search answer (0 in tests). */
  paceMs: number
}

export interface Exchange {
  userId: number
  questionId: number
  answerId: number
  question: string
  mode: AiAnswerMode
}

type Sink = EventSink<AiStreamEvent>

/** What was made so far: `shown` reached the learner; `raw` is everything the model said (kept for review). */
interface Progress {
  shown: string
  raw: string
  sources: ContentSource[]
}

function sourcesOf(passages: readonly Passage[]): ContentSource[] {
  const seen = new Map<string, ContentSource>()
  for (const { doc } of passages) seen.set(`${doc.kind}:${doc.id}`, { kind: doc.kind, id: doc.id, title: doc.title })
  return [...seen.values()]
}

function emitter(sink: Sink, progress: Progress) {
  return (text: string) => {
    if (!text) return
    progress.shown += text
    sink.write({ type: 'delta', text })
  }
}

async function streamSearch(deps: AnswerDeps, passages: Passage[], sink: Sink, progress: Progress) {
  const emit = emitter(sink, progress)
  const text = searchAnswer(passages)
  progress.raw = text
  for (const piece of piecesOf(text)) {
    if (deps.paceMs > 0) await sleep(deps.paceMs, undefined, { signal: sink.signal })
    sink.signal.throwIfAborted()
    emit(piece)
  }
}

async function streamModel(deps: AnswerDeps, model: ChatModel, exchange: Exchange, passages: Passage[], sink: Sink, progress: Progress) {
  const emit = emitter(sink, progress)
  const context = await recentContext(deps.db, exchange.userId, exchange.questionId, CONTEXT_MESSAGES)
  const messages = buildMessages(deps.systemPrompt, context, passages, exchange.question)
  const guard = new LeakGuard(deps.systemPrompt, deps.canary)
  const gate = new CheckedRelease(deps.check)
  for await (const piece of model.stream(messages, sink.signal)) {
    progress.raw += piece
    emit(await gate.push(guard.push(piece)))
  }
  // The client ends its stream quietly when aborted (no error): an aborted answer must not count as complete.
  sink.signal.throwIfAborted()
  emit(await gate.push(guard.end()))
  emit(await gate.end())
}

async function finish(deps: AnswerDeps, exchange: Exchange, state: Exclude<AiMessageState, 'streaming'>, content: string, sources: ContentSource[]) {
  await finishAnswer(deps.db, exchange.userId, exchange.answerId, { state, content, sources })
  deps.log.info({ answerId: exchange.answerId, mode: exchange.mode, state, sources: sources.length }, 'AI answer')
}

export async function writeAnswer(deps: AnswerDeps, exchange: Exchange, sink: Sink): Promise<void> {
  sink.write({ type: 'start', questionId: exchange.questionId, answerId: exchange.answerId, mode: exchange.mode })
  const progress: Progress = { shown: '', raw: '', sources: [] }
  try {
    if (deps.check && (await deps.check(exchange.question)) === 'risky') throw new ContentBlocked()
    const index = await deps.retrieval.index(deps.now())
    if (exchange.mode === 'search' || !deps.model) {
      const passages = index.bestPassages(exchange.question, SEARCH_ANSWER_PASSAGES, 1)
      progress.sources = sourcesOf(passages)
      await streamSearch(deps, passages, sink, progress)
    } else {
      const passages = index.bestPassages(exchange.question, MODEL_PASSAGES)
      progress.sources = sourcesOf(passages)
      await streamModel(deps, deps.model, exchange, passages, sink, progress)
    }
    await finish(deps, exchange, 'done', progress.shown, progress.sources)
    sink.write({ type: 'end', state: 'done', content: progress.shown, sources: progress.sources })
  } catch (err) {
    await settleFailure(deps, exchange, err, sink, progress)
  }
}

async function settleFailure(deps: AnswerDeps, exchange: Exchange, err: unknown, sink: Sink, progress: Progress) {
  if (sink.signal.aborted) {
    // Nobody is listening any more: keep what they saw.
    await finish(deps, exchange, 'stopped', progress.shown, progress.sources)
  } else if (err instanceof ContentBlocked || err instanceof PromptLeak) {
    // Stored as the model said it, for the back office's review; the learner gets the neutral sentence.
    await finish(deps, exchange, 'blocked', progress.raw, progress.sources)
    sink.write({ type: 'end', state: 'blocked', content: BLOCKED_ANSWER, sources: [] })
  } else {
    deps.log.warn({ err, answerId: exchange.answerId }, 'AI answer failed')
    await finish(deps, exchange, 'failed', progress.shown, progress.sources)
    sink.write({ type: 'end', state: 'failed', content: progress.shown, sources: progress.sources })
  }
}
