// Payment settings from the environment, validated once at start: which provider, and WeChat Pay's merchant
// credentials. Kept apart from server/src/config.ts so the payment integration owns its rules; the main config
// merges paymentConfigProblems() into its own error so the operator sees every bad variable at once.
// Variables are documented in README.md next to this file.
import crypto from 'node:crypto'
import { z } from 'zod'
import { readPem } from '../read-pem'
import { alipayFrom, type AlipayConfig } from '../alipay/config'

export const DEFAULT_WECHAT_PAY_API_BASE = 'https://api.mch.weixin.qq.com'
/** Routes the orders module registers; WeChat is told to call them (notify_url) under WECHAT_PAY_NOTIFY_BASE_URL. */
export const PAYMENT_NOTIFY_PATH = '/api/pay/notify/wechat'
export const REFUND_NOTIFY_PATH = '/api/pay/notify/wechat-refund'
/** AES-256 needs exactly 32 key bytes; WeChat's APIv3 key is a 32-character ASCII string. */
const APIV3_KEY_BYTES = 32

export type WechatPayVerification =
  | { mode: 'public-key'; publicKeyId: string; publicKeyPem: string }
  | { mode: 'platform-certificate' }

export interface WechatPayConfig {
  mchid: string
  /** The mini-program's appid: Native payments and the mini-program's JSAPI payments are made under it. */
  appid: string
  /** The official account's appid (WECHAT_OA_APPID), for JSAPI in the WeChat browser; bound to the same merchant. */
  oaAppid?: string
  merchantSerialNo: string
  privateKeyPem: string
  apiV3Key: string
  verification: WechatPayVerification
  /** Public https origin (+ optional path prefix) WeChat posts notifications to; no trailing slash. */
  notifyBaseUrl: string
  apiBase: string
}

/**
 * alipay: Alipay's settings when ALIPAY_APP_ID is set, else absent (the embedded sandbox then offers its Alipay twin).
 * returnBaseUrl: the H5 site's public origin; WeChat H5 and Alipay send the payer back to its pay page.
 */
interface PaymentExtras {
  alipay?: AlipayConfig
  returnBaseUrl?: string
}

export type PaymentConfig = ({ provider: 'sandbox' } | { provider: 'wechat'; wechat: WechatPayConfig }) & PaymentExtras

export const paymentNotifyUrl = (notifyBaseUrl: string): string => notifyBaseUrl + PAYMENT_NOTIFY_PATH
export const refundNotifyUrl = (notifyBaseUrl: string): string => notifyBaseUrl + REFUND_NOTIFY_PATH

/** Empty strings count as "not set", as in the main config. */
const text = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().optional())
/** PEM text is kept exactly as given. */
const pemText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional())
const appid = z.string().regex(/^wx[0-9a-zA-Z]{16}$/, "an appid like 'wx' + 16 characters")

const envSchema = z.object({
  NODE_ENV: text,
  PAYMENT_PROVIDER: text.pipe(z.enum(['sandbox', 'wechat']).optional()),
  WECHAT_PAY_MCHID: text.pipe(z.string().regex(/^\d{8,12}$/, 'a merchant number of 8-12 digits').optional()),
  WECHAT_PAY_APPID: text.pipe(appid.optional()),
  WECHAT_OA_APPID: text.pipe(appid.optional()),
  WECHAT_PAY_MCH_SERIAL_NO: text.pipe(z.string().regex(/^[0-9A-Fa-f]{8,64}$/, 'a hexadecimal serial').optional()),
  WECHAT_PAY_PRIVATE_KEY: pemText,
  WECHAT_PAY_PRIVATE_KEY_PATH: text,
  WECHAT_PAY_APIV3_KEY: text.pipe(
    z
      .string()
      .refine((v) => Buffer.byteLength(v, 'utf8') === APIV3_KEY_BYTES, `exactly ${APIV3_KEY_BYTES} bytes`)
      .optional()
  ),
  WECHAT_PAY_PUBLIC_KEY_ID: text.pipe(z.string().regex(/^PUB_KEY_ID_\w+$/, "an id like 'PUB_KEY_ID_...'").optional()),
  WECHAT_PAY_PUBLIC_KEY: pemText,
  WECHAT_PAY_PUBLIC_KEY_PATH: text,
  WECHAT_PAY_NOTIFY_BASE_URL: text.pipe(z.url({ protocol: /^https?$/ }).optional()),
  WECHAT_PAY_API_BASE: text.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PAYMENT_RETURN_BASE_URL: text.pipe(z.url({ protocol: /^https?$/ }).optional())
})

type Env = z.output<typeof envSchema>
type Problems = Array<[string, string]>

const REQUIRED_FOR_WECHAT = [
  'WECHAT_PAY_MCHID',
  'WECHAT_PAY_APPID',
  'WECHAT_PAY_MCH_SERIAL_NO',
  'WECHAT_PAY_APIV3_KEY'
] as const

/** Parses now, so a damaged key stops the start instead of the first payment. */
function checkRsaKey(pem: string, kind: 'private' | 'public', name: string, problems: Problems): void {
  try {
    const key = kind === 'private' ? crypto.createPrivateKey(pem) : crypto.createPublicKey(pem)
    if (key.asymmetricKeyType !== 'rsa') problems.push([name, `must be an RSA ${kind} key`])
  } catch {
    problems.push([name, `is not a readable PEM ${kind} key`])
  }
}

function verificationFrom(env: Env, problems: Problems): WechatPayVerification {
  const publicKeyPem = readPem(env, 'WECHAT_PAY_PUBLIC_KEY', problems)
  if (!env.WECHAT_PAY_PUBLIC_KEY_ID && !publicKeyPem) return { mode: 'platform-certificate' }
  if (!env.WECHAT_PAY_PUBLIC_KEY_ID) problems.push(['WECHAT_PAY_PUBLIC_KEY_ID', 'required with WECHAT_PAY_PUBLIC_KEY'])
  if (!publicKeyPem) {
    problems.push(['WECHAT_PAY_PUBLIC_KEY', 'required with WECHAT_PAY_PUBLIC_KEY_ID (or its _PATH)'])
  }
  if (publicKeyPem) checkRsaKey(publicKeyPem, 'public', 'WECHAT_PAY_PUBLIC_KEY', problems)
  return { mode: 'public-key', publicKeyId: env.WECHAT_PAY_PUBLIC_KEY_ID ?? '', publicKeyPem: publicKeyPem ?? '' }
}

function wechatFrom(env: Env, production: boolean, problems: Problems): WechatPayConfig {
  for (const name of REQUIRED_FOR_WECHAT) if (!env[name]) problems.push([name, 'required when PAYMENT_PROVIDER=wechat'])
  const privateKeyPem = readPem(env, 'WECHAT_PAY_PRIVATE_KEY', problems)
  if (!privateKeyPem) {
    problems.push(['WECHAT_PAY_PRIVATE_KEY', 'required when PAYMENT_PROVIDER=wechat (or its _PATH)'])
  } else {
    checkRsaKey(privateKeyPem, 'private', 'WECHAT_PAY_PRIVATE_KEY', problems)
  }
  const notifyBase = env.WECHAT_PAY_NOTIFY_BASE_URL
  if (!notifyBase) problems.push(['WECHAT_PAY_NOTIFY_BASE_URL', 'required when PAYMENT_PROVIDER=wechat'])
  // WeChat only calls https notify URLs without a query string; plain http is for a local fake in tests.
  if (notifyBase && production && !notifyBase.startsWith('https:')) {
    problems.push(['WECHAT_PAY_NOTIFY_BASE_URL', 'must be https in production'])
  }
  if (notifyBase && /[?#]/.test(notifyBase)) {
    problems.push(['WECHAT_PAY_NOTIFY_BASE_URL', 'must not have a query string'])
  }
  const apiBase = env.WECHAT_PAY_API_BASE ?? DEFAULT_WECHAT_PAY_API_BASE
  if (production && !apiBase.startsWith('https:')) problems.push(['WECHAT_PAY_API_BASE', 'must be https in production'])
  return {
    mchid: env.WECHAT_PAY_MCHID ?? '',
    appid: env.WECHAT_PAY_APPID ?? '',
    oaAppid: env.WECHAT_OA_APPID,
    merchantSerialNo: (env.WECHAT_PAY_MCH_SERIAL_NO ?? '').toUpperCase(),
    privateKeyPem: privateKeyPem ?? '',
    apiV3Key: env.WECHAT_PAY_APIV3_KEY ?? '',
    verification: verificationFrom(env, problems),
    notifyBaseUrl: (notifyBase ?? '').replace(/\/+$/, ''),
    apiBase: apiBase.replace(/\/+$/, '')
  }
}

/**
 * Validates the payment variables; returns the config, or every problem as [variable, message]. A variable with a
 * bad format is reported once, and the rules that involve several variables still run on the others.
 */
export function checkPaymentEnv(rawEnv: NodeJS.ProcessEnv): { config: PaymentConfig | null; problems: Problems } {
  const options = { error: z.locales.en().localeError }
  const first = envSchema.safeParse(rawEnv, options)
  const formatProblems: Problems = first.success ? [] : first.error.issues.map((i) => [String(i.path[0]), i.message])
  const badNames = new Set(formatProblems.map(([name]) => name))
  const env = first.success
    ? first.data
    : envSchema.parse(Object.fromEntries(Object.entries(rawEnv).filter(([name]) => !badNames.has(name))), options)
  const production = env.NODE_ENV === 'production'
  const ruleProblems: Problems = []
  // The sandbox lets anyone mark an order paid, so production must use real WeChat Pay, and say so explicitly.
  const provider = env.PAYMENT_PROVIDER ?? (production ? undefined : 'sandbox')
  if (provider !== 'wechat' && production) {
    ruleProblems.push(['PAYMENT_PROVIDER', 'must be wechat in production (the sandbox lets anyone mark orders paid)'])
  }
  const alipay = alipayFrom(rawEnv, production, ruleProblems)
  const returnBaseUrl = env.PAYMENT_RETURN_BASE_URL?.replace(/\/+$/, '')
  const extras: PaymentExtras = { ...(alipay ? { alipay } : {}), ...(returnBaseUrl ? { returnBaseUrl } : {}) }
  const config: PaymentConfig =
    provider === 'wechat'
      ? { provider, wechat: wechatFrom(env, production, ruleProblems), ...extras }
      : { provider: 'sandbox', ...extras }
  const problems = [...formatProblems, ...ruleProblems.filter(([name]) => !badNames.has(name))]
  return problems.length > 0 ? { config: null, problems } : { config, problems }
}

export class PaymentConfigError extends Error {
  constructor(readonly problems: Problems) {
    super(`Invalid payment configuration:\n${problems.map(([name, msg]) => `  - ${name}: ${msg}`).join('\n')}`)
    this.name = 'PaymentConfigError'
  }
}

/** Reads and validates the payment variables; throws PaymentConfigError naming every bad one. */
export function loadPaymentConfig(env: NodeJS.ProcessEnv = process.env): PaymentConfig {
  const { config, problems } = checkPaymentEnv(env)
  if (!config) throw new PaymentConfigError(problems)
  return config
}

/** For the main config: the same problems, to merge into its own error. */
export function paymentConfigProblems(env: NodeJS.ProcessEnv): Problems {
  return checkPaymentEnv(env).problems
}
