// Login by SMS code and by password (POST /api/bindPhoneBySms, /api/bindPhoneByPswd).
import { randomBytes } from 'node:crypto'
import type { PasswordLoginInput, SmsLoginInput } from '@contract/identity/schemas'
import type { CurrentUserResponse } from '@contract/identity/shapes'
import { userError } from '../../../http/errors'
import { SmsCodeRefusal, type SmsCodeService } from '../sms/service'
import { defaultNameFor, findOrCreateUserByPhone, findUserByPhone, type UserRow } from '../users/repo'
import { assertSmsLoginOpen, clearFailures, pruneThrottles, recordSmsFailure, takePasswordTry } from './login-throttle'
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

/** The login services read the server's clock for the per-account throttle (login-throttle.ts). */
export type LoginDeps = SessionDeps & { now: () => Date }

async function verifyLoginCode(deps: LoginDeps & { codes: SmsCodeService }, input: SmsLoginInput): Promise<void> {
  const now = deps.now()
  await assertSmsLoginOpen(deps.db, input.phone, now)
  try {
    await deps.codes.verify({ phone: input.phone, scene: 'login', code: input.code })
  } catch (err) {
    if (err instanceof SmsCodeRefusal && err.wrongGuess) await recordSmsFailure(deps.db, input.phone, now)
    throw err
  }
}

/** A new phone number creates the account (every account is a learner). */
export async function loginBySms(
  deps: LoginDeps & { codes: SmsCodeService },
  input: SmsLoginInput,
  device: string
): Promise<CurrentUserResponse & { isNew: boolean }> {
  await verifyLoginCode(deps, input)
  await clearFailures(deps.db, input.phone)
  const { user, created } = await findOrCreateUserByPhone(deps.db, { phone: input.phone, name: defaultNameFor(input.phone) })
  return { ...(await signIn(deps, user, device)), isNew: created }
}

/**
 * The account whose password this is, or LOGIN_FAILED / LOGIN_THROTTLED. Every phone, with or without an account,
 * is throttled alike: the wait tells nothing about the account. Issues no session (the console adds its steps).
 */
export async function checkPassword(deps: LoginDeps, input: PasswordLoginInput): Promise<UserRow> {
  const now = deps.now()
  await takePasswordTry(deps.db, input.phone, now)
  const user = await findUserByPhone(deps.db, input.phone)
  const stored = user?.passwordHash ?? (await dummyPasswordHash())
  const matches = await verifyPassword(input.password, stored)
  if (!user?.passwordHash || !matches) {
    await pruneThrottles(deps.db, now)
    throw userError('LOGIN_FAILED', LOGIN_FAILED_MESSAGE)
  }
  await clearFailures(deps.db, input.phone)
  return user
}

/** The account of the phone whose SMS code this is (null: no account; the console creates none). */
export async function checkSmsCode(deps: LoginDeps & { codes: SmsCodeService }, input: SmsLoginInput): Promise<UserRow | null> {
  await verifyLoginCode(deps, input)
  await clearFailures(deps.db, input.phone)
  return (await findUserByPhone(deps.db, input.phone)) ?? null
}

export async function loginByPassword(deps: LoginDeps, input: PasswordLoginInput, device: string): Promise<CurrentUserResponse> {
  return signIn(deps, await checkPassword(deps, input), device)
}
