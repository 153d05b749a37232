// The sign-in gate every page passes through (every page keeps its title with page-title.ts, which asks here first).
// Most signed-out visits never reach it: opening a page that needs a signed-in user (the route table's signIn)
// without a token opens the login page instead (navigation.ts), and on H5 a deep link to one is rewritten to the
// login page before the router creates it (platform/first-address.ts), so that page's title and content never show.
// What is left lands here: a mini-program opened straight onto such a page (a shared card), or a page whose token
// went away. Such a page opens the login page as soon as it is shown; its calls are not sent without a token (`call`
// in request.ts refuses them, leaving the navigation to this gate); an expired token still ends there through the
// server's 401 (product rules §8). A visitor who closes the login page without signing in is taken back past the
// page, not sent to the login page again.
import Taro from '@tarojs/taro'
import { useCallback, useRef } from 'react'
import { goBack } from './navigation'
import { goToLogin, storedToken } from './request'
import { needsSignIn } from './routes'

/** Returns a check for each time the page is shown: true when the gate took the visitor elsewhere. */
export function useSignInGate(): () => boolean {
  const sentToLogin = useRef(false)
  return useCallback(() => {
    const path = Taro.getCurrentInstance().router?.path ?? ''
    if (!needsSignIn(path) || storedToken()) return false
    if (sentToLogin.current) goBack()
    else goToLogin()
    sentToLogin.current = true
    return true
  }, [])
}
