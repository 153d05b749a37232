// Moving an account to another phone number (PUT /api/ow-wechat-mini/phone). The phone is the login name, so the
// new number must be proven by a code sent to it and must not belong to anyone else.
import type { ChangePhoneInput } from '@contract/identity/schemas'
import type { CurrentUser, CurrentUserResponse } from '@contract/identity/shapes'
import type { Db } from '../../../db'
import { isUniqueViolation } from '../../../db/errors'
import { userError } from '../../../http/errors'
import { signInOnlyHere, type SessionDeps } from '../auth/sessions'
import type { SmsCodeService } from '../sms/service'
import { findUserByPhone, updateUserPhone } from '../users/repo'

const phoneTaken = () => userError('PHONE_TAKEN', '该手机号已绑定其他账号')

export async function assertPhoneAvailable(db: Db, user: CurrentUser, phone: string): Promise<void> {
  if (phone === user.phone) throw userError('SAME_PHONE', '新手机号与当前手机号相同')
  const owner = await findUserByPhone(db, phone)
  if (owner && owner.id !== user.id) throw phoneTaken()
}

/** Answers a fresh token for this device; the account's other sessions end (a login name changed). */
export async function changePhone(
  deps: SessionDeps & { codes: SmsCodeService },
  user: CurrentUser,
  input: ChangePhoneInput,
  device: string
): Promise<CurrentUserResponse> {
  if (input.phone === user.phone) throw userError('SAME_PHONE', '新手机号与当前手机号相同')
  // The code first: answering PHONE_TAKEN to a wrong code would tell anyone which numbers have accounts.
  await deps.codes.verify({ phone: input.phone, scene: 'phone', code: input.code })
  await assertPhoneAvailable(deps.db, user, input.phone)
  try {
    await updateUserPhone(deps.db, user.id, input.phone)
  } catch (err) {
    // Someone registered the number between the check and the update.
    if (isUniqueViolation(err)) throw phoneTaken()
    throw err
  }
  return signInOnlyHere(deps, user.id, device)
}
