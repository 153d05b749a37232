// The chat on pages/aiassistant/index: the history (loaded from the server, older pages on demand) and the answer
// being streamed. The wait text shows until the first piece of the answer arrives; stop closes the request (the
// server keeps the answer as stopped); retry asks the same question again.
import { makeAutoObservable, runInAction } from 'mobx'
import type { AiAnswerMode, AiMessage, AiMessageState, AiStreamEvent, ContentSource } from '@contract/content/assistant-shapes'
import { BusinessRefusal, onBusinessMessage, type StreamCall } from '@/shared/request'
import { askAssistant, listMessages } from './api'

/** One bubble. `failed` also covers a refusal (its message) and a lost connection (no message). */
export interface ChatEntry {
  key: string
  role: 'user' | 'assistant'
  content: string
  state: AiMessageState
  mode: AiAnswerMode | null
  sources: ContentSource[]
  /** The question an answer replies to (what retry asks again). */
  question: string
  /** Why it failed, when the server said (a limit). */
  notice?: string
}

let localKey = 0
const nextKey = () => `local-${++localKey}`

function fromServer(messages: AiMessage[]): ChatEntry[] {
  const questions = new Map(messages.filter((m) => m.role === 'user').map((m) => [m.id, m.content]))
  return messages.map((m) => ({
    key: `m-${m.id}`, role: m.role, content: m.content, state: m.state, mode: m.mode, sources: m.sources,
    question: m.role === 'user' ? m.content : questions.get(m.replyToId ?? 0) ?? ''
  }))
}

export class ChatStore {
  entries: ChatEntry[] = []
  /** The id of the oldest message loaded, for the next older page. */
  oldestId: number | undefined = undefined
  hasMore = false
  status: 'loading' | 'ready' | 'error' = 'loading'
  loadingOlder = false
  /** Asked, and no piece of the answer yet: the wait text shows. */
  waiting = false
  /** An answer is being written: the composer offers 停止 instead of 发送. */
  answering = false
  private call: StreamCall | null = null

  constructor() {
    makeAutoObservable<ChatStore, 'call'>(this, { call: false })
  }

  async load(): Promise<void> {
    this.status = 'loading'
    try {
      const page = await listMessages()
      runInAction(() => {
        this.entries = fromServer(page.list)
        this.oldestId = page.list[0]?.id
        this.hasMore = page.hasMore
        this.status = 'ready'
      })
    } catch {
      runInAction(() => { this.status = 'error' })
    }
  }

  async loadOlder(): Promise<void> {
    if (!this.hasMore || this.loadingOlder || this.oldestId === undefined) return
    this.loadingOlder = true
    try {
      const page = await listMessages(this.oldestId)
      runInAction(() => {
        this.entries = [...fromServer(page.list), ...this.entries]
        this.oldestId = page.list[0]?.id ?? this.oldestId
        this.hasMore = page.hasMore
      })
    } finally {
      runInAction(() => { this.loadingOlder = false })
    }
  }

  ask(question: string): void {
    const text = question.trim()
    if (!text || this.answering) return
    const answer: ChatEntry = { key: nextKey(), role: 'assistant', content: '', state: 'streaming', mode: null, sources: [], question: text }
    this.entries.push({ key: nextKey(), role: 'user', content: text, state: 'done', mode: null, sources: [], question: text }, answer)
    this.waiting = true
    this.answering = true
    const entry = this.entries[this.entries.length - 1]
    const stopListening = onBusinessMessage(() => this.settle(entry, 'failed'))
    this.call = askAssistant(text, (event) => this.apply(entry, event))
    this.call.done
      .catch((err: unknown) => {
        if (entry.state !== 'streaming') return
        this.settle(entry, 'failed', err instanceof BusinessRefusal ? err.message : undefined)
      })
      .finally(() => {
        stopListening()
        runInAction(() => { if (entry.state === 'streaming') this.settle(entry, 'failed') })
      })
  }

  private apply(entry: ChatEntry, event: AiStreamEvent): void {
    if (entry.state !== 'streaming') return
    if (event.type === 'start') {
      entry.mode = event.mode
    } else if (event.type === 'delta') {
      this.waiting = false
      entry.content += event.text
    } else {
      entry.content = event.content
      entry.sources = event.sources
      this.settle(entry, event.state)
    }
  }

  private settle(entry: ChatEntry, state: AiMessageState, notice?: string): void {
    if (entry.state === 'streaming') {
      entry.state = state
      entry.notice = notice
    }
    this.waiting = false
    this.answering = false
    this.call = null
  }

  /** Stops the answer being written; what was shown stays (the server keeps it as stopped too). */
  stop(): void {
    const call = this.call
    const entry = this.entries[this.entries.length - 1]
    if (!call || !entry) return
    this.settle(entry, 'stopped')
    call.abort()
  }

  retry(entry: ChatEntry): void {
    this.ask(entry.question)
  }
}
