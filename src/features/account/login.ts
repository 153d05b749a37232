// What every login way shares: keep the session, then go on to the page the visitor was heading to (a page that needs
// a signed-in user, opened before signing in) or back to where they came from (or home).
import { useEffect, useRef, useState } from 'react'
import type { CurrentUserResponse } from '@contract/identity/shapes'
import { continueAfterSignIn } from '@/shared/navigation'
import { session } from '@/shared/session'
import { showToast } from '@/shared/toast'
import { t } from '@/shared/i18n'

/** Matches the server's cooldown between two codes to the same phone (api-conventions.md: 60 s). */
export const SMS_RESEND_SECONDS = 60

export function finishLogin(result: CurrentUserResponse): void {
  session.signIn(result)
  void showToast(t('account.login.success'))
  continueAfterSignIn()
}

/** A countdown in whole seconds; start(n) restarts it. */
export function useCountdown() {
  const [left, setLeft] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval>>()
  const stop = () => { if (timer.current) clearInterval(timer.current) }
  useEffect(() => stop, [])
  const start = (seconds: number) => {
    stop()
    setLeft(seconds)
    timer.current = setInterval(() => {
      setLeft((n) => {
        if (n <= 1) stop()
        return Math.max(n - 1, 0)
      })
    }, 1000)
  }
  return { left, start }
}
