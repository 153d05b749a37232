// GET /api/current. Login is in login-service.ts, password changes in password-service.ts, the shared
// "start a session" step in sessions.ts.
import type { CurrentUserResponse } from '@contract/identity/shapes'
import type { Session, TokenService } from './tokens'

/**
 * GET /api/current: the user plus a fresh token (product rules §3, §4: the app refreshes its stored token at launch).
 * The old token keeps working for the grace window, then expires.
 */
export async function refreshCurrentUser(
  tokens: TokenService,
  session: Session,
  device: string
): Promise<CurrentUserResponse> {
  const issued = await tokens.rotateToken(session, device)
  return { token: issued.token, user: session.user }
}
