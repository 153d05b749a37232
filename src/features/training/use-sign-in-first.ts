// Pages of the tool that ask the server nothing when they open (the planner, the unlock form) still belong to a
// signed-in user: a signed-out visitor goes to the login page first, as the other pages' first call would send them.
import { useEffect } from 'react'
import { openLogin } from '@/shared/navigation'
import { session } from '@/shared/session'

export function useSignInFirst(): void {
  useEffect(() => { if (!session.isLoggedIn) openLogin() }, [])
}
