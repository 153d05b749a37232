// One attempt on the exam screen: the answers as the candidate picks them, a queue that saves them one by one and
// retries while the network is away, and a countdown kept against the server's clock (the server's deadline is the
// one that counts; at zero the screen hands in, and the server has done so anyway).
import { makeAutoObservable, runInAction } from 'mobx'
import type { AttemptSheet } from '@contract/exams/shapes'
import { RequestError } from '@/shared/request'
import { saveAnswer } from './api'

export type SaveState = 'saved' | 'saving' | 'offline'

const RETRY_MS = 3000

export class ExamRun {
  answers: Record<string, string[]>
  current = 0
  saveState: SaveState = 'saved'
  remainingSec: number
  /** The server refused a save: the attempt was handed in meanwhile (by the clock or on another device). */
  closed = false
  private queue = new Map<number, string[]>()
  private flushing = false
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  /** Deadline on this device's clock: the server's deadline moved by how far this clock is from the server's. */
  private readonly deadlineMs: number

  constructor(readonly sheet: AttemptSheet, deviceNow = Date.now()) {
    this.answers = { ...sheet.answers }
    this.remainingSec = sheet.remainingSec
    this.deadlineMs = deviceNow + sheet.remainingSec * 1000
    makeAutoObservable<ExamRun, 'queue' | 'flushing' | 'retryTimer' | 'deadlineMs'>(this, {
      sheet: false, queue: false, flushing: false, retryTimer: false, deadlineMs: false
    })
  }

  get question() {
    return this.sheet.questions[this.current]
  }

  get answeredCount() {
    return this.sheet.questions.filter((q) => this.isAnswered(q.id)).length
  }

  isAnswered(questionId: number) {
    return (this.answers[String(questionId)] ?? []).some((v) => v.trim() !== '')
  }

  go(index: number) {
    this.current = Math.max(0, Math.min(this.sheet.questions.length - 1, index))
  }

  tick(deviceNow = Date.now()) {
    this.remainingSec = Math.max(0, Math.ceil((this.deadlineMs - deviceNow) / 1000))
  }

  answer(questionId: number, response: string[]) {
    this.answers[String(questionId)] = response
    this.queue.set(questionId, response)
    void this.flush()
  }

  /** Saves what is queued, oldest first; a network failure keeps it queued and tries again shortly. */
  async flush(): Promise<boolean> {
    if (this.flushing) return this.queue.size === 0
    this.flushing = true
    try {
      while (this.queue.size && !this.closed) {
        const [questionId, response] = this.queue.entries().next().value as [number, string[]]
        runInAction(() => { this.saveState = 'saving' })
        await saveAnswer(this.sheet.id, questionId, response)
        if (this.queue.get(questionId) === response) this.queue.delete(questionId)
      }
      runInAction(() => { this.saveState = 'saved' })
      return true
    } catch (err) {
      runInAction(() => {
        if (err instanceof RequestError && err.kind !== 'network') this.closed = true
        else this.saveState = 'offline'
      })
      if (!this.closed) this.retryLater()
      return false
    } finally {
      this.flushing = false
    }
  }

  private retryLater() {
    if (this.retryTimer) return
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      void this.flush()
    }, RETRY_MS)
  }

  dispose() {
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = null
  }
}
