// A write-behind cache over the device's storage, for the click path of logging a set. Serialising the whole
// workout and the pending-set queue into storage on every tap cost tens of milliseconds at 4x CPU, before the set
// could show as done. Here a write lands in memory at once (reads see it), and reaches storage right after the
// next frame is painted. A set is never lost to the delay: pending writes are flushed when the page is hidden or
// unloaded (H5: pagehide / visibilitychange; mini-program: the app going to the background), and whenever
// flush() is called.
import Taro from '@tarojs/taro'
import type { DeviceStore } from './device-store'

const REMOVED = Symbol('removed')
type Scheduler = (run: () => void) => void

/** After the next paint: a frame callback, then a task, so the write lands after the frame that shows the set. */
export const afterNextPaint: Scheduler = (run) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0))
  else setTimeout(run, 0)
}

export interface WriteBehindStore extends DeviceStore {
  /** Writes everything pending to the underlying store now. */
  flush(): void
  /** How many keys wait to be written (for tests). */
  pendingKeys(): number
}

export function writeBehind(target: DeviceStore, schedule: Scheduler = afterNextPaint): WriteBehindStore {
  const pending = new Map<string, unknown>()
  let scheduled = false
  const flush = () => {
    scheduled = false
    for (const [key, value] of [...pending]) {
      pending.delete(key)
      if (value === REMOVED) target.remove(key)
      else target.write(key, value)
    }
  }
  const later = () => {
    if (scheduled) return
    scheduled = true
    schedule(flush)
  }
  return {
    read<T>(key: string): T | undefined {
      if (!pending.has(key)) return target.read<T>(key)
      const value = pending.get(key)
      return value === REMOVED ? undefined : (value as T)
    },
    write<T>(key: string, value: T): void {
      pending.set(key, value)
      later()
    },
    remove(key: string): void {
      pending.set(key, REMOVED)
      later()
    },
    flush,
    pendingKeys: () => pending.size
  }
}

/** Flushes when the page may go away before the scheduled write runs. */
export function flushWhenHidden(store: WriteBehindStore): void {
  if (process.env.TARO_ENV === 'h5') {
    if (typeof window === 'undefined') return
    window.addEventListener('pagehide', store.flush)
    window.addEventListener('beforeunload', store.flush)
    document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') store.flush() })
  } else {
    Taro.onAppHide?.(store.flush)
  }
}
