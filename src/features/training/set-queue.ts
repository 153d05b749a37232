// The offline set queue: every logged set is written to the device first (with its client id) and sent later.
// Sending is at-least-once from here and exactly-once overall because the server stores a set once per client id
// and answers with the ids it holds; only those leave the queue. One flush runs at a time, and a set logged while
// a flush is on its way stays queued for the next one.
import type { DeviceStore } from './device-store'

import { PENDING_SETS_KEY } from './storage-keys'

export interface QueuedItem<T> {
  clientId: string
  payload: T
  /** Sending attempts that failed; shown so a person knows a set is still waiting. */
  attempts: number
}

/** Sends a batch; resolves with the client ids the server now holds (new or already stored). */
export type SendBatch<T> = (items: QueuedItem<T>[]) => Promise<string[]>

export class SetQueue<T> {
  private flushing: Promise<number> | null = null

  constructor(private readonly store: DeviceStore, private readonly key = PENDING_SETS_KEY, private readonly batchSize = 50) {}

  pending(): QueuedItem<T>[] {
    return this.store.read<QueuedItem<T>[]>(this.key) ?? []
  }

  /** Synchronous and network-free: the set is safe on the device when this returns. */
  enqueue(clientId: string, payload: T): void {
    const items = this.pending().filter((item) => item.clientId !== clientId)
    items.push({ clientId, payload, attempts: 0 })
    this.store.write(this.key, items)
  }

  /** Sends what is pending; resolves with how many sets the server confirmed. Never rejects. */
  flush(send: SendBatch<T>): Promise<number> {
    if (!this.flushing) {
      this.flushing = this.sendAll(send).finally(() => { this.flushing = null })
    }
    return this.flushing
  }

  private async sendAll(send: SendBatch<T>): Promise<number> {
    let confirmed = 0
    for (;;) {
      const batch = this.pending().slice(0, this.batchSize)
      if (batch.length === 0) return confirmed
      let held: string[]
      try {
        held = await send(batch)
      } catch {
        this.countFailure(batch)
        return confirmed
      }
      const heldIds = new Set(held)
      const sentIds = new Set(batch.map((item) => item.clientId))
      // Re-read: sets logged while the batch was on its way must stay.
      this.store.write(this.key, this.pending().filter((item) => !heldIds.has(item.clientId)))
      confirmed += batch.filter((item) => heldIds.has(item.clientId)).length
      // The server refused some of the batch for good (e.g. the session was deleted): stop rather than loop.
      if ([...sentIds].some((id) => !heldIds.has(id))) {
        this.countFailure(batch.filter((item) => !heldIds.has(item.clientId)))
        return confirmed
      }
    }
  }

  private countFailure(batch: QueuedItem<T>[]): void {
    const failed = new Set(batch.map((item) => item.clientId))
    this.store.write(this.key, this.pending().map((item) => (failed.has(item.clientId) ? { ...item, attempts: item.attempts + 1 } : item)))
  }
}
