// A button's async action with a busy flag. The flag clears when the call settles, and also when the server
// answers with a business message: that call never settles (product rules §8), but the user may try again.
import { useEffect, useRef, useState } from 'react'
import { onBusinessMessage } from './request'

export function useAction<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  useEffect(() => onBusinessMessage(() => {
    running.current = false
    setBusy(false)
  }), [])

  const run = async (...args: A) => {
    if (running.current) return // a second tap while the first is on its way does nothing
    running.current = true
    setBusy(true)
    try {
      await action(...args)
    } catch {
      // The request layer already told the user (toast, modal or login page); nothing more to say here.
    } finally {
      running.current = false
      setBusy(false)
    }
  }
  return { run, busy }
}
