// Who is signed in to the console: the user of GET /api/current, loaded once per page load and after sign-in.
import type { CurrentUser, Role } from '@contract/user'
import * as identity from '@contract/endpoints/identity'
import { call } from '../api/client'
import { clearToken, readToken, saveToken } from '../api/token'

let current: CurrentUser | null = null
let loading: Promise<CurrentUser | null> | null = null

export function currentRoles(): Role[] {
  return current?.roles ?? []
}

export function currentUser(): CurrentUser | null {
  return current
}

/** The signed-in user, asking the server once; null without a live token. GET /api/current also renews it. */
export function loadCurrentUser(): Promise<CurrentUser | null> {
  if (current) return Promise.resolve(current)
  if (!readToken()) return Promise.resolve(null)
  loading ??= call(identity.getCurrentUser)
    .then(({ token, user }) => {
      saveToken(token)
      current = user
      return user
    })
    .catch(() => {
      clearToken()
      return null
    })
    .finally(() => {
      loading = null
    })
  return loading
}

export function startSession(token: string, user: CurrentUser): void {
  saveToken(token)
  current = user
}

export function endSession(): void {
  clearToken()
  current = null
}
