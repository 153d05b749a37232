// PUT /api/h5Pswd: set a first password, or change it proven by the old password or by an SMS code to the
// account's phone. Any change ends every other session; this device continues with a fresh token.
import type { ChangePasswordInput } from '@contract/identity/schemas'
import type { CurrentUserResponse } from '@contract/identity/shapes'
import { userError } from '../../../http/errors'
import type { SmsCodeService } from '../sms/service'
import { findUserById, setPasswordHash, type UserRow } from '../users/repo'
import { hashPassword, verifyPassword } from './password'
import { signInOnlyHere, type SessionDeps } from './sessions'

type Deps = SessionDeps & { codes: SmsCodeService }

const alreadySet = () => userError('PASSWORD_ALREADY_SET', '已设置过登录密码，请通过原密码或短信验证码修改')

/** Checks the proof the chosen mode asks for; throws a readable refusal. */
async function checkProof(deps: Deps, user: UserRow, input: ChangePasswordInput): Promise<void> {
  switch (input.mode) {
    case 'set':
      if (user.passwordHash) throw alreadySet()
      return
    case 'old':
      if (!user.passwordHash) throw userError('PASSWORD_NOT_SET', '还没有设置登录密码，请先设置密码')
      if (!(await verifyPassword(input.oldPassword, user.passwordHash))) throw userError('WRONG_PASSWORD', '原密码错误')
      return
    case 'sms':
      return deps.codes.verify({ phone: user.phone, scene: 'password', code: input.code })
  }
}

export async function changePassword(
  deps: Deps,
  userId: number,
  input: ChangePasswordInput,
  device: string
): Promise<CurrentUserResponse> {
  const user = await findUserById(deps.db, userId)
  if (!user) throw userError('NOT_FOUND', '账号不存在')
  await checkProof(deps, user, input)
  const hash = await hashPassword(input.newPassword)
  // 'set' is a conditional update: of two first-password requests at once, only one may win.
  const changed = await setPasswordHash(deps.db, user.id, hash, input.mode === 'set')
  if (!changed) throw alreadySet()
  return signInOnlyHere(deps, user.id, device)
}
