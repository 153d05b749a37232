// The check-in code a teacher shows: the server signs a new one every ~30 s (a screenshot is useless later), so
// the page asks for the current one again just before the shown one runs out, counts down the seconds meanwhile,
// and refreshes the live attendance count between codes. Timers run only while the page is on screen.
import { useCallback, useEffect, useRef, useState } from 'react'

/** What the page needs of one code answer (mapped from the contract's shape by api.ts). */
export interface RotatingCode {
  /** The text the QR encodes (the learner's scan sends it back). */
  qrText: string
  /** The same code as six digits, for a learner who can't scan. */
  code: string
  /** Seconds the code stays valid, counted from the answer. */
  ttlSeconds: number
  checkedIn: number
  expected: number
}

export interface RotatingCodeState {
  data: RotatingCode | undefined
  /** Whole seconds until the shown code runs out (0 while the next is awaited). */
  secondsLeft: number
  error: boolean
  reload: () => void
}

/** How long before a code runs out the next one is asked for, so the QR on screen is never stale. */
const EARLY_MS = 1500
const COUNT_REFRESH_MS = 5000

export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000))
}

export function useRotatingCode(fetchCode: () => Promise<RotatingCode>, active: boolean): RotatingCodeState {
  const [data, setData] = useState<RotatingCode>()
  const [error, setError] = useState(false)
  const [now, setNow] = useState(() => Date.now())
  const deadline = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout>>()

  const load = useCallback(() => {
    clearTimeout(timer.current)
    fetchCode().then((next) => {
      deadline.current = Date.now() + next.ttlSeconds * 1000
      setData(next)
      setError(false)
      timer.current = setTimeout(load, Math.max(1000, next.ttlSeconds * 1000 - EARLY_MS))
    }, () => setError(true))
  }, [fetchCode])

  useEffect(() => {
    if (!active) return undefined
    load()
    return () => clearTimeout(timer.current)
  }, [active, load])

  useEffect(() => {
    if (!active) return undefined
    const tick = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(tick)
  }, [active])

  useLiveCount(fetchCode, active, setData)
  return { data, secondsLeft: secondsUntil(deadline.current, now), error, reload: load }
}

/** Between codes, the attendance count is asked for again so the teacher sees learners arrive. */
function useLiveCount(fetchCode: () => Promise<RotatingCode>, active: boolean,
  setData: (update: (prev: RotatingCode | undefined) => RotatingCode | undefined) => void): void {
  useEffect(() => {
    if (!active) return undefined
    const poll = setInterval(() => {
      fetchCode().then((next) => setData((prev) => (prev ? { ...prev, checkedIn: next.checkedIn, expected: next.expected } : prev)), () => undefined)
    }, COUNT_REFRESH_MS)
    return () => clearInterval(poll)
  }, [active, fetchCode, setData])
}
