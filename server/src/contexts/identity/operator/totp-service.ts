// An operator's TOTP: enrol (a new secret, shown as an otpauth:// URI and its QR), confirm with a first code (which
// turns it on and starts a fresh console session, every other session ending as after a password change), turn
// it off with a current code (refused when a role requires it), and its status. Enrolment is reached signed in, or
// with the ticket of a sign-in whose role requires TOTP.
import { isOperator } from '@contract/admin-access'
import type { ConsoleSignedIn, TotpSetup, TotpStatus } from '@contract/identity/operator-shapes'
import type { CurrentUser } from '@contract/identity/shapes'
import { userError } from '../../../http/errors'
import { signInOnlyHere } from '../auth/sessions'
import { findUserById, type UserRow } from '../users/repo'
import { TICKET_EXPIRED_MESSAGE, ticketHolder } from './console-login'
import { totpRequiredFor, type OperatorDeps } from './deps'
import { recordSignIn, type AttemptOrigin } from './sign-in-log'
import { enrolmentPicture, findTotp, removeTotp, startEnrolment, stepOfCode, takeStep } from './totp'

const WRONG_CODE = '动态验证码错误或已使用'

/**
 * Who enrols: the ticket's holder, else the signed-in operator. The endpoints take either (access 'optional'), so
 * neither is a 401/403 but a refusal the login page shows: start the sign-in again, or not an operator.
 */
async function enrollee(deps: OperatorDeps, ticket: string | undefined, signedIn: CurrentUser | null): Promise<{ user: UserRow; viaTicket: boolean }> {
  if (ticket) return { user: (await ticketHolder(deps, ticket)).user, viaTicket: true }
  const user = signedIn && (await findUserById(deps.db, signedIn.id))
  if (!signedIn || !user) throw userError('TOTP_TICKET_EXPIRED', TICKET_EXPIRED_MESSAGE)
  if (!isOperator(signedIn.roles)) throw userError('NOT_OPERATOR', '该账号没有运营后台权限')
  return { user, viaTicket: false }
}

export async function setupTotp(deps: OperatorDeps, ticket: string | undefined, signedIn: CurrentUser | null): Promise<TotpSetup> {
  const { user } = await enrollee(deps, ticket, signedIn)
  // Also what keeps a sign-in ticket from replacing a TOTP that is on: only its code signs in.
  if ((await findTotp(deps.db, deps.cipher, user.id))?.enabled) {
    throw userError('TOTP_ALREADY_ENABLED', '已开启两步验证；如需更换，请先关闭再重新绑定')
  }
  const secret = await startEnrolment(deps.db, deps.cipher, user.id, deps.now())
  return { secret, ...(await enrolmentPicture(deps.issuer, user.phone, secret)) }
}

export async function confirmTotp(
  deps: OperatorDeps,
  input: { ticket?: string; code: string },
  signedIn: CurrentUser | null,
  origin: AttemptOrigin
): Promise<ConsoleSignedIn> {
  const { user, viaTicket } = await enrollee(deps, input.ticket, signedIn)
  const totp = await findTotp(deps.db, deps.cipher, user.id)
  if (!totp || totp.enabled) throw userError('TOTP_NOT_STARTED', '请先开始绑定两步验证')
  const now = deps.now()
  const step = await stepOfCode(totp.secret, input.code, now)
  if (step === null || !(await takeStep(deps.db, user.id, step, now, true))) throw userError('TOTP_CODE_WRONG', WRONG_CODE, 'code')
  // The enrolment finishes a sign-in that was waiting for it: that sign-in is logged now.
  if (viaTicket) await recordSignIn(deps.db, { userId: user.id, phone: user.phone, result: 'ok', at: now, ...origin })
  const signed = await signInOnlyHere(deps, user.id, origin.device, 'console')
  return { step: 'done', ...signed }
}

export async function totpStatus(deps: OperatorDeps, user: CurrentUser): Promise<TotpStatus> {
  const totp = await findTotp(deps.db, deps.cipher, user.id)
  return { enabled: Boolean(totp?.enabled), required: totpRequiredFor(deps, user.roles) }
}

export async function disableTotp(deps: OperatorDeps, user: CurrentUser, code: string): Promise<TotpStatus> {
  if (totpRequiredFor(deps, user.roles)) throw userError('TOTP_REQUIRED', '你的角色要求两步验证，不能关闭')
  const totp = await findTotp(deps.db, deps.cipher, user.id)
  if (!totp?.enabled) throw userError('TOTP_NOT_ENABLED', '尚未开启两步验证')
  const now = deps.now()
  const step = await stepOfCode(totp.secret, code, now)
  if (step === null || !(await takeStep(deps.db, user.id, step, now, false))) throw userError('TOTP_CODE_WRONG', WRONG_CODE, 'code')
  await removeTotp(deps.db, user.id)
  return totpStatus(deps, user)
}
