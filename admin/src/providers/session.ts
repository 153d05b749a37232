// Who is signed in to the console: the user of GET /api/current, loaded once per page load and after sign-in.
// Only the server's 401 ends a session. A rate limit, a server fault or a dropped network is a moment's trouble:
// the question is asked again (with growing pauses) and the token is kept, so the operator's work is not lost.
import type { CurrentUser, Role } from '@contract/identity/shapes'
import * as identity from '@contract/identity/endpoints'
import { ApiError, call } from '../api/client'
import { clearToken, readToken, saveToken } from '../api/token'

let current: CurrentUser | null = null
let loading: Promise<CurrentUser | null> | null = null

/** Pauses between tries of GET /api/current that failed for any reason but a 401 (about a minute in all). */
export const RETRY_PAUSES_MS = [500, 1000, 2000, 4000, 8000, 15000, 30000]

export function currentRoles(): Role[] {
  return current?.roles ?? []
}

export function currentUser(): CurrentUser | null {
  return current
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The server's answer, asking again after anything but a 401; throws the last failure when it never answers. */
async function askServer(): Promise<CurrentUser | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { token, user } = await call(identity.getCurrentUser)
      saveToken(token)
      current = user
      return user
    } catch (err) {
      if (err instanceof ApiError && err.statusCode === 401) {
        clearToken()
        return null
      }
      if (attempt >= RETRY_PAUSES_MS.length) throw err
      await pause(RETRY_PAUSES_MS[attempt])
    }
  }
}

/**
 * The signed-in user, asking the server once; null without a live token (a 401). GET /api/current also renews
 * the token. Rejects, keeping the token, when the server could not say (see askServer).
 */
export function loadCurrentUser(): Promise<CurrentUser | null> {
  if (current) return Promise.resolve(current)
  if (!readToken()) return Promise.resolve(null)
  loading ??= askServer().finally(() => {
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
