// The WeChat browser's payer identity: whether JSAPI payment is available there, and turning a 网页授权 code into
// the account's official-account openid. Signing in stays with SMS / password on H5; this only lets the signed-in
// account pay by JSAPI (start-payment.ts reads the openid back).
import type { WechatOaCodeInput, WechatOaStatus } from '@contract/commerce/schemas'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import type { PaymentProvider } from '../../../integrations/payment/types'
import type { WechatOaClient } from '../../../integrations/wechat/oa-client'
import { WechatApiError } from '../../../integrations/wechat/types'
import { findOaOpenid, saveOaOpenid } from './oa-repo'

export interface OaDeps {
  db: Db
  oa: WechatOaClient | null
  provider: PaymentProvider
  log: FastifyBaseLogger
}

/** 40029 invalid code, 40163 code already used: a new 网页授权 round trip gives a fresh one. */
const STALE_CODE_ERRCODES = new Set([40029, 40163])

/**
 * The official account JSAPI payments are made under, or null. Both halves must agree: the client that knows the
 * openids and the payment provider that pays under that appid (the sandbox never does).
 */
export function jsapiOaAppId(deps: Pick<OaDeps, 'oa' | 'provider'>): string | null {
  const appId = deps.oa?.appId
  return appId && deps.provider.kind === 'wechat' && deps.provider.merchant.oaAppid === appId ? appId : null
}

export async function oaStatus(deps: OaDeps, userId: number): Promise<WechatOaStatus> {
  const appId = jsapiOaAppId(deps)
  if (!appId) return { appId: null, linked: false }
  return { appId, linked: Boolean(await findOaOpenid(deps.db, userId, appId)) }
}

export async function linkOaOpenid(deps: OaDeps, userId: number, input: WechatOaCodeInput): Promise<WechatOaStatus> {
  const appId = jsapiOaAppId(deps)
  if (!deps.oa || !appId) throw userError('NOT_CONFIGURED', '当前不支持微信内支付，请使用扫码支付')
  const { openid } = await deps.oa.openidForCode(input.code).catch((err: unknown) => {
    if (err instanceof WechatApiError && STALE_CODE_ERRCODES.has(err.errcode ?? 0)) {
      throw userError('WECHAT_CODE_INVALID', '微信授权已失效，请重试')
    }
    deps.log.error({ err }, 'WeChat 网页授权 code exchange failed')
    throw userError('WECHAT_UNAVAILABLE', '微信服务暂时不可用，请稍后重试或使用扫码支付')
  })
  await saveOaOpenid(deps.db, { userId, appId, openid })
  return { appId, linked: true }
}
