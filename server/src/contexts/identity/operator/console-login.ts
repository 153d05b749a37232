// POST /api/admin/login and /api/admin/login/totp: the console's sign-in. The first step proves the password or SMS
// code exactly as the app's login does (same throttle, same single failure sentence); an operator with TOTP then
// gets a five-minute ticket for the second step, one whose role requires TOTP but has none a ticket to enrol.
// Every attempt is written to the sign-in log, whatever the answer, before the answer leaves.
import { isOperator } from '@contract/admin-access'
import type { ConsoleLoginAnswer, ConsoleLoginInput, ConsoleSignedIn, SignInResult } from '@contract/identity/operator-shapes'
import type { Role } from '@contract/identity/shapes'
import { isAppError, userError } from '../../../http/errors'
import { checkPassword, checkSmsCode } from '../auth/login-service'
import { assertEnabled, signIn } from '../auth/sessions'
import { loadCurrentUser } from '../users/current-user'
import { findUserById, findUserByPhone, type UserRow } from '../users/repo'
import { totpRequiredFor, type OperatorDeps } from './deps'
import { recordSignIn, type AttemptOrigin } from './sign-in-log'
import { findTotp, stepOfCode, takeStep } from './totp'

export const TICKET_EXPIRED_MESSAGE = '验证已超时，请重新登录'

/** The operator account behind a phone, for the log; null for a phone without one (nothing about it is kept). */
async function operatorIdOf(deps: OperatorDeps, phone: string): Promise<number | null> {
  const user = await findUserByPhone(deps.db, phone)
  if (!user) return null
  return isOperator((await loadCurrentUser(deps.db, user)).roles) ? user.id : null
}

function resultOf(err: unknown): SignInResult {
  if (isAppError(err) && (err.code === 'LOGIN_THROTTLED' || err.code === 'ACCOUNT_DISABLED')) return 'locked'
  return 'wrong_password'
}

async function log(deps: OperatorDeps, userId: number | null, phone: string, result: SignInResult, origin: AttemptOrigin) {
  await recordSignIn(deps.db, { userId, phone, result, at: deps.now(), ...origin })
}

async function proveFirstStep(deps: OperatorDeps, input: ConsoleLoginInput): Promise<{ user: UserRow; roles: Role[] }> {
  const user = input.mode === 'password' ? await checkPassword(deps, input) : await checkSmsCode(deps, input)
  // A proven credential of a non-operator (or an SMS code of a phone without an account) opens nothing here.
  if (!user) throw userError('NOT_OPERATOR', '该账号没有运营后台权限')
  assertEnabled(user)
  const { roles } = await loadCurrentUser(deps.db, user)
  if (!isOperator(roles)) throw userError('NOT_OPERATOR', '该账号没有运营后台权限')
  return { user, roles }
}

async function consoleSession(deps: OperatorDeps, user: UserRow, device: string): Promise<ConsoleSignedIn> {
  return { step: 'done', ...(await signIn(deps, user, device, 'console')) }
}

export async function consoleLogin(deps: OperatorDeps, input: ConsoleLoginInput, origin: AttemptOrigin): Promise<ConsoleLoginAnswer> {
  let proven: { user: UserRow; roles: Role[] }
  try {
    proven = await proveFirstStep(deps, input)
  } catch (err) {
    if (!isAppError(err) || err.code !== 'NOT_OPERATOR') await log(deps, await operatorIdOf(deps, input.phone), input.phone, resultOf(err), origin)
    throw err
  }
  const { user, roles } = proven
  const totp = await findTotp(deps.db, deps.cipher, user.id)
  if (totp?.enabled || totpRequiredFor(deps, roles)) {
    const { token } = await deps.tokens.issueToken(user.id, origin.device, 'ticket')
    return { step: totp?.enabled ? 'totp' : 'enrol', ticket: token }
  }
  await log(deps, user.id, user.phone, 'ok', origin)
  return consoleSession(deps, user, origin.device)
}

/** The user a ticket was issued to, or TOTP_TICKET_EXPIRED. */
export async function ticketHolder(deps: OperatorDeps, ticket: string): Promise<{ user: UserRow; ticketId: number }> {
  const held = await deps.tokens.verifyTicket(ticket)
  const user = held && (await findUserById(deps.db, held.userId))
  if (!held || !user) throw userError('TOTP_TICKET_EXPIRED', TICKET_EXPIRED_MESSAGE)
  return { user, ticketId: held.ticketId }
}

/** The second step. A wrong or replayed code ends the ticket: the next guess needs the password again (throttled). */
export async function consoleLoginTotp(
  deps: OperatorDeps,
  input: { ticket: string; code: string },
  origin: AttemptOrigin
): Promise<ConsoleSignedIn> {
  const { user, ticketId } = await ticketHolder(deps, input.ticket)
  const totp = await findTotp(deps.db, deps.cipher, user.id)
  if (!totp?.enabled) throw userError('TOTP_TICKET_EXPIRED', TICKET_EXPIRED_MESSAGE)
  await deps.tokens.revokeToken(ticketId)
  const now = deps.now()
  const step = await stepOfCode(totp.secret, input.code, now)
  if (step === null || !(await takeStep(deps.db, user.id, step, now, false))) {
    await log(deps, user.id, user.phone, 'totp_refused', origin)
    throw userError('TOTP_CODE_WRONG', '动态验证码错误或已使用，请重新登录')
  }
  await log(deps, user.id, user.phone, 'ok', origin)
  return consoleSession(deps, user, origin.device)
}
