// The check-in code a teacher shows: the server signs a new one every rotateSeconds (a screenshot is useless
// later), so the page asks for the current one again when the shown one runs out, counts down the seconds
// meanwhile (from the server's own clock, so a phone set wrong doesn't matter), and refreshes the live attendance
// count between codes. Timers run only while the page is on screen.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { CheckInCode, SessionAttendance } from '@contract/classroom/teacher-shapes'
import { getCheckInCode, getSessionAttendance } from './api'

export interface LiveCount {
  checkedIn: number
  expected: number
}

export interface RotatingCodeState {
  code: CheckInCode | undefined
  count: LiveCount | undefined
  /** Whole seconds until the shown code runs out (0 while the next is awaited). */
  secondsLeft: number
  error: boolean
  reload: () => void
}

const COUNT_REFRESH_MS = 5000

/** Milliseconds the code stays current, measured on the server's clock (expiresAt − serverTime). */
export function codeLifetimeMs(code: Pick<CheckInCode, 'expiresAt' | 'serverTime'>): number {
  return Math.max(0, Date.parse(code.expiresAt) - Date.parse(code.serverTime))
}

export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000))
}

/** Learners present (late counts as present) of those expected. */
export function liveCount(attendance: SessionAttendance): LiveCount {
  const { present, late, expected } = attendance.session
  return { checkedIn: present + late, expected }
}

export function useRotatingCode(sessionId: number, active: boolean): RotatingCodeState {
  const [code, setCode] = useState<CheckInCode>()
  const [error, setError] = useState(false)
  const [now, setNow] = useState(() => Date.now())
  const deadline = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout>>()

  const load = useCallback((quiet = false) => {
    clearTimeout(timer.current)
    getCheckInCode(sessionId, quiet).then((next) => {
      const lifetime = codeLifetimeMs(next)
      deadline.current = Date.now() + lifetime
      setCode(next)
      setError(false)
      timer.current = setTimeout(() => load(true), Math.max(1000, lifetime + 200))
    }, () => {
      setError(true)
      // A lost answer while showing: try again shortly rather than leave a dead code up.
      if (quiet) timer.current = setTimeout(() => load(true), 3000)
    })
  }, [sessionId])

  useEffect(() => {
    if (!active) return undefined
    load(code !== undefined)
    return () => clearTimeout(timer.current)
  }, [active, load])

  useEffect(() => {
    if (!active) return undefined
    const tick = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(tick)
  }, [active])

  const count = useLiveCount(sessionId, active)
  return { code, count, secondsLeft: secondsUntil(deadline.current, now), error, reload: () => load(false) }
}

/** The attendance count, asked again every few seconds so the teacher sees learners arrive. */
function useLiveCount(sessionId: number, active: boolean): LiveCount | undefined {
  const [count, setCount] = useState<LiveCount>()
  useEffect(() => {
    if (!active) return undefined
    const read = () => { getSessionAttendance(sessionId, true).then((answer) => setCount(liveCount(answer)), () => undefined) }
    read()
    const poll = setInterval(read, COUNT_REFRESH_MS)
    return () => clearInterval(poll)
  }, [active, sessionId])
  return count
}
