// Polls the server for an order's payment until it is settled (spec: the client callback is never proof).
import { useEffect, useRef, useState } from 'react'
import type { OrderStatus } from '@contract/commerce/constants'
import { getPaymentStatus } from './api'

/** Often enough to feel immediate after paying, rare enough not to load the server. */
export const PAYMENT_POLL_MS = 2000
/** After this long the page stops asking and offers to check again by hand. */
export const PAYMENT_POLL_LIMIT_MS = 120000

export function usePaymentStatus(orderId: number, active = true) {
  const [status, setStatus] = useState<OrderStatus | null>(null)
  const [gaveUp, setGaveUp] = useState(false)
  const [round, setRound] = useState(0)
  const started = useRef(Date.now())

  useEffect(() => {
    if (!active || !orderId) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout>
    started.current = Date.now()
    setGaveUp(false)
    const tick = async () => {
      try {
        const answer = await getPaymentStatus(orderId)
        if (stopped) return
        setStatus(answer.status)
        if (answer.status !== 'unpaid') return
      } catch { /* keep asking: a dropped poll is not a failed payment */ }
      if (stopped) return
      if (Date.now() - started.current > PAYMENT_POLL_LIMIT_MS) return setGaveUp(true)
      timer = setTimeout(tick, PAYMENT_POLL_MS)
    }
    void tick()
    return () => { stopped = true; clearTimeout(timer) }
  }, [orderId, active, round])

  return { status, gaveUp, retry: () => setRound((r) => r + 1) }
}
