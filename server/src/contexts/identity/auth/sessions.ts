// Starting a session after a successful login or credential change: the answer every login route gives
// (CurrentUserResponse), built in one place.
import type { CurrentUserResponse } from '@contract/identity/shapes'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { loadCurrentUser } from '../users/current-user'
import { findUserById, type UserRow } from '../users/repo'
import type { TokenService } from './tokens'

export interface SessionDeps {
  db: Db
  tokens: TokenService
}

/** Refused only after the credential was proven, so the answer tells a stranger nothing about the account. */
export function assertEnabled(user: UserRow): void {
  if (user.disabledAt) throw userError('ACCOUNT_DISABLED', '该账号已停用，请联系客服')
}

/** A new session on this device ('console': idle-limited); the user's other sessions are untouched. */
export async function signIn(deps: SessionDeps, user: UserRow, device: string, kind: 'app' | 'console' = 'app'): Promise<CurrentUserResponse> {
  assertEnabled(user)
  const { token } = await deps.tokens.issueToken(user.id, device, kind)
  return { token, user: await loadCurrentUser(deps.db, user) }
}

/**
 * After a password or phone change: a fresh session for this device, and every other session of the user ends
 * (including the token this request came with), so whoever else held a token is signed out.
 */
export async function signInOnlyHere(
  deps: SessionDeps,
  userId: number,
  device: string,
  kind: 'app' | 'console' = 'app'
): Promise<CurrentUserResponse> {
  const issued = await deps.tokens.issueToken(userId, device, kind)
  await deps.tokens.revokeAllTokens(userId, issued.tokenId)
  const user = await findUserById(deps.db, userId)
  if (!user) throw new Error(`user ${userId} vanished during a credential change`)
  return { token: issued.token, user: await loadCurrentUser(deps.db, user) }
}
