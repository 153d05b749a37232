// Login by SMS code and by password (POST /api/bindPhoneBySms, /api/bindPhoneByPswd).
import { randomBytes } from 'node:crypto'
import type { PasswordLoginInput, SmsLoginInput } from '@contract/account'
import type { CurrentUserResponse } from '@contract/user'
import { userError } from '../../../http/errors'
import type { SmsCodeService } from '../sms/service'
import { defaultNameFor, findOrCreateUserByPhone, findUserByPhone } from '../users/repo'
import { hashPassword, verifyPassword } from './password'
import { signIn, type SessionDeps } from './sessions'

/** One sentence for every failure, so the answer never tells whether an account exists for the phone. */
export const LOGIN_FAILED_MESSAGE = '手机号或密码错误'

/**
 * A real scrypt hash of a random password, checked when the phone has no account or no password: the answer then
 * takes as long as a real wrong password, so timing does not reveal the account either.
 */
let dummyHash: Promise<string> | undefined
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return dummyHash
}

/** A new phone number creates the account (every account is a learner). */
export async function loginBySms(
  deps: SessionDeps & { codes: SmsCodeService },
  input: SmsLoginInput,
  device: string
): Promise<CurrentUserResponse & { isNew: boolean }> {
  await deps.codes.verify({ phone: input.phone, scene: 'login', code: input.code })
  const { user, created } = await findOrCreateUserByPhone(deps.db, { phone: input.phone, name: defaultNameFor(input.phone) })
  return { ...(await signIn(deps, user, device)), isNew: created }
}

export async function loginByPassword(deps: SessionDeps, input: PasswordLoginInput, device: string): Promise<CurrentUserResponse> {
  const user = await findUserByPhone(deps.db, input.phone)
  const stored = user?.passwordHash ?? (await dummyPasswordHash())
  const matches = await verifyPassword(input.password, stored)
  if (!user?.passwordHash || !matches) throw userError('LOGIN_FAILED', LOGIN_FAILED_MESSAGE)
  return signIn(deps, user, device)
}
