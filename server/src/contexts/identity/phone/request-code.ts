// Who may ask for a code of which scene. A login code may go to any number (that is how accounts are made);
// the other scenes act on the signed-in account, so they need a session and a number that fits it. Checking
// here, before sending, saves an SMS that could never be used.
import type { SendSmsInput, SendSmsResult } from '@contract/identity/schemas'
import type { CurrentUser } from '@contract/identity/shapes'
import type { Db } from '../../../db'
import { unauthenticated, userError } from '../../../http/errors'
import type { SmsCodeService } from '../sms/service'
import { findIdentityByUser } from '../wechat/repo'
import { assertPhoneAvailable } from './change-phone'

export async function checkSceneAllowed(db: Db, { phone, scene }: SendSmsInput, user: CurrentUser | null): Promise<void> {
  if (scene === 'login') return
  if (!user) throw unauthenticated()
  if (scene === 'phone') return assertPhoneAvailable(db, user, phone)
  // password, unbind: the code proves the person holds the account's own phone.
  if (phone !== user.phone) throw userError('PHONE_MISMATCH', '验证码只能发送到当前账号绑定的手机号')
  if (scene === 'unbind' && !(await findIdentityByUser(db, user.id))) {
    throw userError('WECHAT_NOT_BOUND', '当前账号未绑定微信')
  }
}

/** POST /api/sms: the scene's rules, then the cooldown, caps and sending (SmsCodeService.send). */
export async function requestSmsCode(
  deps: { db: Db; codes: SmsCodeService },
  input: SendSmsInput & { ip: string },
  user: CurrentUser | null
): Promise<SendSmsResult> {
  await checkSceneAllowed(deps.db, input, user)
  return deps.codes.send(input)
}
