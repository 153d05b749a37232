// Tencent Cloud SMS (API 2021-01-11 SendSms). The template is the operator's, approved in the Tencent console;
// TENCENT_SMS_TEMPLATE_PARAMS says what fills its {1}, {2} (default: the code, then the minutes it is valid).
import type { sms as TencentSms } from 'tencentcloud-sdk-nodejs-sms'
import type { AppConfig } from '../../config'
import type { SmsMessage, SmsSender } from './types'

type TencentSettings = NonNullable<AppConfig['sms']['tencent']>
type TencentSmsClient = InstanceType<typeof TencentSms.v20210111.Client>

/** A provider that does not answer in 10 s is treated as failed; the user can ask again after the cooldown. */
const REQUEST_TIMEOUT_SECONDS = 10

/** Tencent wants E.164: mainland numbers get +86, international ones keep their + and lose spaces and dashes. */
export function toE164(phone: string): string {
  return phone.startsWith('+') ? phone.replace(/[\s-]/g, '') : `+86${phone}`
}

export function templateValues(settings: Pick<TencentSettings, 'templateParams'>, message: SmsMessage): string[] {
  return settings.templateParams.map((param) => (param === 'code' ? message.code : String(message.validMinutes)))
}

/**
 * The client, made on the first message: the SDK is some 130 modules, which every server start (and every API test
 * file) would otherwise load for a provider most deployments configure and the demo does not.
 */
export function lazyTencentSmsClient(settings: TencentSettings): () => Promise<TencentSmsClient> {
  let client: Promise<TencentSmsClient> | undefined
  return () => (client ??= import('tencentcloud-sdk-nodejs-sms').then(({ sms }) => new sms.v20210111.Client({
    credential: { secretId: settings.secretId, secretKey: settings.secretKey },
    region: settings.region,
    profile: { httpProfile: { reqTimeout: REQUEST_TIMEOUT_SECONDS } }
  })))
}

export function createTencentSmsSender(settings: TencentSettings): SmsSender {
  const client = lazyTencentSmsClient(settings)
  return {
    name: 'tencent',
    async send(message) {
      const response = await (await client()).SendSms({
        SmsSdkAppId: settings.sdkAppId,
        SignName: settings.signName,
        TemplateId: settings.templateId,
        TemplateParamSet: templateValues(settings, message),
        PhoneNumberSet: [toE164(message.phone)]
      })
      // The call succeeds as a whole even when the one number was refused; the per-number status says which.
      const status = response.SendStatusSet?.[0]
      if (status?.Code !== 'Ok') {
        throw new Error(`Tencent SMS refused: ${status?.Code ?? 'no status'} ${status?.Message ?? ''}`.trim())
      }
    }
  }
}
