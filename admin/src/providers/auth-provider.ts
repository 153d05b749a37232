// The console's session: the login page signs in through POST /api/admin/login (and its TOTP step), which issues
// a console session (ended by the server after ADMIN_IDLE_MINUTES unused), and hands the result here. An account
// without an operator role never gets one from the server; the check here stays as belt and braces.
import type { AuthProvider } from '@refinedev/core'
import { isOperator } from '@contract/admin-access'
import * as identity from '@contract/identity/endpoints'
import type { CurrentUser } from '@contract/identity/shapes'
import { ApiError, call } from '../api/client'
import { endSession, loadCurrentUser, startSession } from './session'
import { translate } from './i18n-provider'

/** What the login page signs in with: the console session the server issued. */
export type LoginParams = { mode: 'session'; token: string; user: CurrentUser }

export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    try {
      const { token, user } = params
      if (!isOperator(user.roles)) {
        // Sign the fresh session out on the server too: it has no use here.
        startSession(token, user)
        await call(identity.logout).catch(() => undefined)
        endSession()
        return { success: false, error: { name: translate('login.failed'), message: translate('login.notOperator') } }
      }
      startSession(token, user)
      return { success: true, redirectTo: '/' }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      return { success: false, error: { name: translate('login.failed'), message } }
    }
  },

  async logout() {
    await call(identity.logout).catch(() => undefined)
    endSession()
    return { success: true, redirectTo: '/login' }
  },

  async check() {
    const user = await loadCurrentUser()
    if (user && isOperator(user.roles)) return { authenticated: true }
    if (user) endSession()
    return { authenticated: false, redirectTo: '/login', logout: true }
  },

  async getIdentity() {
    const user = await loadCurrentUser()
    return user ? { id: user.id, name: user.name || user.phone, phone: user.phone, avatar: user.avatar, roles: user.roles } : null
  },

  async getPermissions() {
    return (await loadCurrentUser())?.roles ?? []
  },

  async onError(error: unknown) {
    if (error instanceof ApiError && error.statusCode === 401) return { logout: true, redirectTo: '/login', error }
    return { error: error as Error }
  }
}
