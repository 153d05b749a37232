// WeChat mini-program quick login (bindPhone) and unlinking (freePhone).
//
// Login: wx.login's code → code2Session → openid. An openid already linked to an account signs in to that account
// (so a user who moved the account to another phone keeps using WeChat). Otherwise the phone WeChat verified
// (getuserphonenumber; WeChat bills each such call, so it is made only when needed) finds or creates the account,
// and the openid is linked to it.
import type { WechatBindPhoneInput, WechatFreePhoneInput } from '@contract/identity/schemas'
import type { CurrentUser, CurrentUserResponse } from '@contract/identity/shapes'
import { PHONE_RE } from '@contract/validation'
import type { FastifyBaseLogger } from 'fastify'
import type { AppError } from '../../../http/errors'
import { userError } from '../../../http/errors'
import { WechatApiError, type WechatMiniClient, type WechatPhone, type WechatSession } from '../../../integrations/wechat/types'
import { signIn, type SessionDeps } from '../auth/sessions'
import type { SmsCodeService } from '../sms/service'
import { defaultNameFor, findOrCreateUserByPhone, findUserById, type UserRow } from '../users/repo'
import { deleteIdentityByUser, findIdentityByOpenid, findIdentityByUser, linkIdentity } from './repo'

export const NOT_CONFIGURED_MESSAGE = '微信登录未配置，请使用短信验证码登录'

/** 40029 invalid code, 40163 code already used: the app should get a new code and try again. */
const STALE_CODE_ERRCODES = new Set([40029, 40163])

type LoginDeps = SessionDeps & { wechat: WechatMiniClient | null; log: FastifyBaseLogger }

/** WeChat's failures as sentences a person can act on; the details go to the log. */
function explain(err: unknown, log: FastifyBaseLogger, stale: AppError): never {
  if (err instanceof WechatApiError && err.errcode !== null && STALE_CODE_ERRCODES.has(err.errcode)) throw stale
  log.error({ err }, 'WeChat API call failed')
  throw userError('WECHAT_UNAVAILABLE', '微信服务暂时不可用，请稍后重试或使用短信验证码登录')
}

/** The phone as our accounts store it: mainland numbers without +86, others as +<country><number>. */
export function localPhone(info: WechatPhone): string | null {
  const phone = info.countryCode === '86' ? info.purePhoneNumber : `+${info.countryCode}${info.purePhoneNumber}`
  return PHONE_RE.test(phone) ? phone : null
}

async function accountForPhone(deps: LoginDeps, client: WechatMiniClient, phoneCode: string): Promise<UserRow> {
  const info = await client
    .getPhoneNumber(phoneCode)
    .catch((err) => explain(err, deps.log, userError('WECHAT_PHONE_FAILED', '手机号授权已失效，请重新授权')))
  const phone = localPhone(info)
  if (!phone) throw userError('WECHAT_PHONE_FAILED', '无法识别微信绑定的手机号，请使用短信验证码登录')
  return (await findOrCreateUserByPhone(deps.db, { phone, name: defaultNameFor(phone) })).user
}

async function accountFor(deps: LoginDeps, client: WechatMiniClient, session: WechatSession, phoneCode: string) {
  const linked = await findIdentityByOpenid(deps.db, session.openid)
  const linkedUser = linked && (await findUserById(deps.db, linked.userId))
  return linkedUser || accountForPhone(deps, client, phoneCode)
}

export async function loginByWechat(deps: LoginDeps, input: WechatBindPhoneInput, device: string): Promise<CurrentUserResponse> {
  const client = deps.wechat
  if (!client) throw userError('NOT_CONFIGURED', NOT_CONFIGURED_MESSAGE)
  const session = await client
    .code2Session(input.loginCode)
    .catch((err) => explain(err, deps.log, userError('WECHAT_LOGIN_FAILED', '微信登录已失效，请重试')))
  const user = await accountFor(deps, client, session, input.phoneCode)
  await linkIdentity(deps.db, {
    userId: user.id,
    appId: client.appId,
    openid: session.openid,
    unionid: session.unionid ?? null,
    sessionKey: session.sessionKey
  })
  return signIn(deps, user, device)
}

/** freePhone: unlinks this account's WeChat, proven by an 'unbind' code sent to the account's phone. */
export async function unbindWechat(
  deps: SessionDeps & { codes: SmsCodeService },
  user: CurrentUser,
  input: WechatFreePhoneInput
): Promise<null> {
  if (!(await findIdentityByUser(deps.db, user.id))) throw userError('WECHAT_NOT_BOUND', '当前账号未绑定微信')
  await deps.codes.verify({ phone: user.phone, scene: 'unbind', code: input.code })
  await deleteIdentityByUser(deps.db, user.id)
  return null
}
