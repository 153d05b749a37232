// Where class reminders go out: a WeChat subscription message (the user accepted the template), an SMS through the
// notice template of the SMS provider, or the server log on the embedded default. The classroom's outbox decides
// which, per row; these are the senders only.
import type { FastifyBaseLogger } from 'fastify'
import type { AppConfig } from '../../config'
import { lazyTencentSmsClient, toE164 } from '../sms/tencent'
import type { SubscribeMessageInput, WechatMiniClient } from '../wechat/types'

export interface NoticeSenders {
  /** null when WeChat or its templates are not configured. */
  wechat: ((input: SubscribeMessageInput) => Promise<void>) | null
  /** null when no SMS notice template is configured. */
  sms: ((phone: string, text: string) => Promise<void>) | null
  log: (userId: number, text: string) => void
}

function tencentNoticeSms(config: AppConfig, templateId: string) {
  const settings = config.sms.tencent
  if (!settings) return null
  const client = lazyTencentSmsClient(settings)
  return async (phone: string, text: string) => {
    const response = await (await client()).SendSms({
      SmsSdkAppId: settings.sdkAppId, SignName: settings.signName, TemplateId: templateId,
      // Template variables are capped by Tencent (about 20 characters for ordinary templates' {1}); keep it short.
      TemplateParamSet: [text.slice(0, 20)], PhoneNumberSet: [toE164(phone)]
    })
    const status = response.SendStatusSet?.[0]
    if (status?.Code !== 'Ok') throw new Error(`Tencent SMS refused: ${status?.Code ?? 'no status'} ${status?.Message ?? ''}`.trim())
  }
}

export function createNoticeSenders(config: AppConfig, wechat: WechatMiniClient | null, log: FastifyBaseLogger): NoticeSenders {
  const templateId = config.classroom.smsNoticeTemplateId
  const hasTemplates = Object.keys(config.classroom.noticeTemplates).length > 0
  return {
    wechat: wechat?.sendSubscribeMessage && hasTemplates ? (input) => wechat.sendSubscribeMessage!(input) : null,
    sms: templateId ? tencentNoticeSms(config, templateId) : null,
    log: (userId, text) => log.info({ userId, notice: text }, 'Class notice')
  }
}
