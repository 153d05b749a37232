// All configuration comes from the environment, is validated once at start, and has embedded defaults so that
// `npm start` works with nothing set. Every variable is listed in server/CONFIG.md (copied into README).
import path from 'node:path'
import { z } from 'zod'
import { NOTICE_EVENTS, type NoticeEvent } from '@contract/classroom/constants'
import { UPLOAD_MAX_BYTES } from '@contract/files/shapes'
import { ROLES } from '@contract/identity/shapes'
import { loadPaymentConfig, paymentConfigProblems, type PaymentConfig } from './integrations/payment/config'
import { PROJECT_ROOT } from './paths'

const MB = 1024 * 1024

/** Empty strings count as "not set", so `FOO=` in a .env file falls back to the default. */
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional())
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess((v) => (v === '' || v === undefined ? fallback : v), schema)

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => ['true', '1', 'yes'].includes(v))
const port = z.coerce.number().int().min(0).max(65535)
const positiveInt = z.coerce.number().int().positive()
const megabytes = z.coerce.number().positive().max(2048)
const url = z.url({ protocol: /^https?$/ })

/**
 * TRUST_PROXY: 'false' (default, direct exposure), 'true' (trust every proxy), a hop count ('1'),
 * or a comma-separated list of proxy addresses/CIDRs. Needed for real client IPs behind a load balancer.
 */
const trustProxy = z.string().transform((v): boolean | number | string[] => {
  if (v === 'true' || v === 'false') return v === 'true'
  if (/^\d+$/.test(v)) return Number(v)
  return v.split(',').map((s) => s.trim()).filter(Boolean)
})

/** Which values fill the SMS template's {1}, {2}, ...: the code, and optionally its validity in minutes. */
const smsTemplateParams = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.enum(['code', 'minutes'])).min(1))

/** 'class_starts_tomorrow=tmplA,leave_approved=tmplB': a WeChat template id per reminder event. */
const noticeTemplates = z
  .string()
  .transform((v) => v.split(',').map((pair) => pair.trim()).filter(Boolean).map((pair) => pair.split('=').map((s) => s.trim())))
  .pipe(z.array(z.tuple([z.enum(NOTICE_EVENTS), z.string().min(1).max(64)]), 'expected event=templateId pairs separated by commas'))
  .transform((pairs) => Object.fromEntries(pairs) as Partial<Record<NoticeEvent, string>>)

/** 'id1:base64,id2:base64': keys of the field encryption (crypto/field-cipher.ts); the first one encrypts. */
const fieldKeys = z
  .string()
  .transform((v) => v.split(',').map((pair) => pair.trim()).filter(Boolean).map((pair) => {
    const at = pair.indexOf(':')
    return { id: pair.slice(0, at), key: pair.slice(at + 1) }
  }))
  .pipe(z.array(z.object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,16}$/, 'a key id of letters, digits, _ or - (at most 16)'),
    key: z.string().refine((v) => Buffer.from(v, 'base64').length === 32, 'each key is 32 bytes in base64 (openssl rand -base64 32)')
  }), 'expected id:base64key pairs separated by commas').min(1))

/** 'finance,admin': the console roles that must sign in with a TOTP code. */
/** Client addresses the rate limits never count (an internal monitor; the e2e suite's browsers, all on 127.0.0.1). */
const ipList = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.union([z.ipv4(), z.ipv6()], 'an IP address such as 10.0.0.5')))
const roleList = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.enum(ROLES, 'a role name such as finance')))

const TENCENT_SMS_REQUIRED = [
  'TENCENT_SMS_SECRET_ID',
  'TENCENT_SMS_SECRET_KEY',
  'TENCENT_SMS_SDK_APP_ID',
  'TENCENT_SMS_SIGN_NAME',
  'TENCENT_SMS_TEMPLATE_ID'
] as const

const envSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  APP_NAME: withDefault(z.string().min(1), '绿动健身学院'),
  PORT: withDefault(port, 3000),
  HOST: withDefault(z.string().min(1), '0.0.0.0'),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TRUST_PROXY: withDefault(trustProxy, 'false'),
  DATA_DIR: withDefault(z.string().min(1), './data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_POOL_MAX: withDefault(positiveInt.max(200), 10),
  DATABASE_WAIT_MS: withDefault(positiveInt.max(60_000), 5000),
  MULTI_NODE: withDefault(bool, 'false'),
  // false only where nothing timed should run: the API tests, which start the queue themselves where they test it.
  JOB_QUEUE: withDefault(bool, 'true'),
  H5_DIST_DIR: withDefault(z.string().min(1), 'dist/h5'),
  ADMIN_DIST_DIR: withDefault(z.string().min(1), 'dist/admin'),
  STATIC_BASE_URL: optionalText.pipe(url.optional()),
  SERVICE_PHONE: optionalText.pipe(z.string().regex(/^[0-9+\- ]{5,20}$/, 'a phone number: digits, +, - and spaces').optional()),
  SERVICE_WECHAT: optionalText.pipe(z.string().max(40).optional()),
  TOKEN_TTL_DAYS: withDefault(positiveInt.max(365), 30),
  ADMIN_IDLE_MINUTES: withDefault(positiveInt.max(24 * 60), 30),
  TOTP_REQUIRED_ROLES: withDefault(roleList, ''),
  FIELD_KEYS: optionalText.pipe(fieldKeys.optional()),
  RATE_LIMIT_MAX: withDefault(positiveInt, 300),
  RATE_LIMIT_ALLOW: withDefault(ipList, ''),
  SEED_DEMO: optionalText.pipe(bool.optional()),
  UPLOAD_MAX_IMAGE_MB: withDefault(megabytes, UPLOAD_MAX_BYTES.image / MB),
  UPLOAD_MAX_VIDEO_MB: withDefault(megabytes, UPLOAD_MAX_BYTES.video / MB),
  UPLOAD_MAX_FILE_MB: withDefault(megabytes, UPLOAD_MAX_BYTES.file / MB),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(url.optional()),
  S3_REGION: withDefault(z.string().min(1), 'us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_BASE_URL: optionalText.pipe(url.optional()),
  S3_FORCE_PATH_STYLE: withDefault(bool, 'false'),
  SMS_PROVIDER: withDefault(z.enum(['console', 'tencent']), 'console'),
  SMS_CODE_SECRET: optionalText.pipe(z.string().min(32, 'at least 32 characters').optional()),
  TENCENT_SMS_SECRET_ID: optionalText,
  TENCENT_SMS_SECRET_KEY: optionalText,
  TENCENT_SMS_SDK_APP_ID: optionalText,
  TENCENT_SMS_SIGN_NAME: optionalText,
  TENCENT_SMS_TEMPLATE_ID: optionalText,
  TENCENT_SMS_REGION: withDefault(z.string().min(1), 'ap-guangzhou'),
  TENCENT_SMS_TEMPLATE_PARAMS: withDefault(smsTemplateParams, 'code,minutes'),
  WECHAT_MINI_APPID: optionalText,
  WECHAT_MINI_SECRET: optionalText,
  // Its format is checked with the payment variables (integrations/payment/config.ts), which use it too.
  WECHAT_OA_APPID: optionalText,
  WECHAT_OA_SECRET: optionalText,
  WECHAT_API_BASE: withDefault(url, 'https://api.weixin.qq.com'),
  AI_BASE_URL: optionalText.pipe(url.optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText.pipe(z.string().max(100).optional()),
  CHECK_IN_SECRET: optionalText.pipe(z.string().min(32, 'at least 32 characters').optional()),
  CLASS_NOTICE_TEMPLATES: optionalText.pipe(noticeTemplates.optional()),
  TENCENT_SMS_NOTICE_TEMPLATE_ID: optionalText
})

type Env = z.output<typeof envSchema>

/** Class reminders and check-in (docs/classroom.md). */
function classroomSettings(env: Env) {
  return {
    /** Key of the check-in codes' HMAC; without one a random key per process (codes then die with a restart). */
    checkInSecret: env.CHECK_IN_SECRET,
    /** WeChat subscription-message template id per reminder event ({} = none: reminders go by SMS or the log). */
    noticeTemplates: env.CLASS_NOTICE_TEMPLATES ?? {},
    /** Tencent SMS template with one parameter {1} (the reminder's text); unset = reminders go to the log. */
    smsNoticeTemplateId: env.SMS_PROVIDER === 'tencent' ? (env.TENCENT_SMS_NOTICE_TEMPLATE_ID ?? null) : null
  }
}

function s3Settings(env: Env) {
  if (!env.S3_BUCKET) return null
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    publicBaseUrl: (env.S3_PUBLIC_BASE_URL ?? '').replace(/\/+$/, ''),
    forcePathStyle: env.S3_FORCE_PATH_STYLE
  }
}

/** Rules that involve several variables; each returns the problem as [variable, message]. */
function crossChecks(env: Env): Array<[string, string]> {
  const problems: Array<[string, string]> = []
  if (env.S3_BUCKET && !env.S3_PUBLIC_BASE_URL) {
    problems.push(['S3_PUBLIC_BASE_URL', 'required when S3_BUCKET is set (files are linked from there)'])
  }
  if (env.S3_BUCKET && Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push(['S3_ACCESS_KEY_ID', 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither'])
  }
  if (env.SMS_PROVIDER === 'tencent') {
    for (const name of TENCENT_SMS_REQUIRED) if (!env[name]) problems.push([name, 'required when SMS_PROVIDER=tencent'])
    // Several API nodes must hash codes alike, and a restart must not void the codes already sent.
    if (!env.SMS_CODE_SECRET) problems.push(['SMS_CODE_SECRET', 'required when SMS_PROVIDER=tencent'])
  }
  if (Boolean(env.WECHAT_MINI_APPID) !== Boolean(env.WECHAT_MINI_SECRET)) {
    problems.push(['WECHAT_MINI_APPID', 'set both WECHAT_MINI_APPID and WECHAT_MINI_SECRET, or neither'])
  }
  if (Boolean(env.WECHAT_OA_APPID) !== Boolean(env.WECHAT_OA_SECRET)) {
    problems.push(['WECHAT_OA_APPID', 'set both WECHAT_OA_APPID and WECHAT_OA_SECRET, or neither'])
  }
  if (Boolean(env.AI_BASE_URL) !== Boolean(env.AI_MODEL)) {
    problems.push(['AI_BASE_URL', 'set both AI_BASE_URL and AI_MODEL (and AI_API_KEY if the API needs one), or neither'])
  }
  if (env.AI_API_KEY && !env.AI_BASE_URL) problems.push(['AI_API_KEY', 'set AI_BASE_URL and AI_MODEL with it'])
  // The embedded database lives in one process's DATA_DIR: nodes cannot share it.
  if (env.MULTI_NODE && !env.DATABASE_URL) problems.push(['MULTI_NODE', 'needs DATABASE_URL: several nodes share one PostgreSQL database'])
  // Each node would otherwise generate a key of its own in its DATA_DIR, and read nothing another node sealed.
  if (env.NODE_ENV === 'production' && (env.MULTI_NODE || env.DATABASE_URL) && !env.FIELD_KEYS) {
    problems.push(['FIELD_KEYS', 'required in production with DATABASE_URL or MULTI_NODE: every API node must seal ID numbers, bank accounts and TOTP secrets with the same keys (openssl rand -base64 32, see README → Configuration)'])
  }
  return problems
}

function smsSettings(env: Env) {
  return {
    provider: env.SMS_PROVIDER,
    /** Pepper for stored code hashes; without one a random secret per process is used (console provider only). */
    codeSecret: env.SMS_CODE_SECRET,
    tencent:
      env.SMS_PROVIDER === 'tencent'
        ? {
            secretId: env.TENCENT_SMS_SECRET_ID ?? '',
            secretKey: env.TENCENT_SMS_SECRET_KEY ?? '',
            sdkAppId: env.TENCENT_SMS_SDK_APP_ID ?? '',
            signName: env.TENCENT_SMS_SIGN_NAME ?? '',
            templateId: env.TENCENT_SMS_TEMPLATE_ID ?? '',
            region: env.TENCENT_SMS_REGION,
            templateParams: env.TENCENT_SMS_TEMPLATE_PARAMS
          }
        : null
  }
}

function wechatSettings(env: Env) {
  return {
    /** null = WeChat login is not configured; its routes answer NOT_CONFIGURED. */
    mini:
      env.WECHAT_MINI_APPID && env.WECHAT_MINI_SECRET
        ? { appId: env.WECHAT_MINI_APPID, secret: env.WECHAT_MINI_SECRET }
        : null,
    /** null = the WeChat browser pays by Native QR; set = by JSAPI under the official account. */
    oa: env.WECHAT_OA_APPID && env.WECHAT_OA_SECRET ? { appId: env.WECHAT_OA_APPID, secret: env.WECHAT_OA_SECRET } : null,
    apiBase: env.WECHAT_API_BASE.replace(/\/+$/, '')
  }
}

/** null = the assistant answers by searching our content (the embedded default). */
function aiSettings(env: Env) {
  return env.AI_BASE_URL && env.AI_MODEL
    ? { baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''), apiKey: env.AI_API_KEY ?? '', model: env.AI_MODEL }
    : null
}

function toConfig(env: Env, payment: PaymentConfig) {
  const dataDir = path.resolve(PROJECT_ROOT, env.DATA_DIR)
  const s3 = s3Settings(env)
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    appName: env.APP_NAME,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    databaseWaitMs: env.DATABASE_WAIT_MS,
    /** Several API nodes over one PostgreSQL database: rate limits counted in the database, not in memory. */
    multiNode: env.MULTI_NODE,
    /** Timed background work on pg-boss (contexts/system/jobs); off, none of it runs on this node. */
    jobQueue: env.JOB_QUEUE,
    h5DistDir: path.resolve(PROJECT_ROOT, env.H5_DIST_DIR),
    adminDistDir: path.resolve(PROJECT_ROOT, env.ADMIN_DIST_DIR),
    /** Public base that upload paths are appended to; '' = same origin. S3 mode uses the bucket's public base. */
    staticBaseUrl: s3 ? s3.publicBaseUrl : (env.STATIC_BASE_URL ?? '').replace(/\/+$/, ''),
    /** Customer service shown on goods pages outside the mini-program (which has WeChat's own contact button). */
    serviceContact: serviceContactOf(env, env.SEED_DEMO ?? env.NODE_ENV !== 'production'),
    tokenTtlDays: env.TOKEN_TTL_DAYS,
    security: {
      /** A console session unused this long ends (server side); GET /api/current counts as use. */
      adminIdleMinutes: env.ADMIN_IDLE_MINUTES,
      /** Console roles that must sign in with a TOTP code ([] = TOTP stays optional for everybody). */
      totpRequiredRoles: env.TOTP_REQUIRED_ROLES,
      /** Field encryption keys, newest first; undefined = a key generated and kept in DATA_DIR (crypto/keys.ts). */
      fieldKeys: env.FIELD_KEYS
    },
    rateLimitMax: env.RATE_LIMIT_MAX,
    rateLimitAllow: env.RATE_LIMIT_ALLOW,
    // Demo accounts share a published password, so they are never created in production unless asked for.
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    uploadMaxBytes: {
      image: Math.round(env.UPLOAD_MAX_IMAGE_MB * MB),
      video: Math.round(env.UPLOAD_MAX_VIDEO_MB * MB),
      file: Math.round(env.UPLOAD_MAX_FILE_MB * MB)
    },
    s3,
    sms: smsSettings(env),
    wechat: wechatSettings(env),
    ai: aiSettings(env),
    classroom: classroomSettings(env),
    /** Sandbox or WeChat Pay (integrations/payment/README.md); production must use WeChat Pay. */
    payment
  }
}

export type AppConfig = Readonly<ReturnType<typeof toConfig>>

export class ConfigError extends Error {
  constructor(readonly problems: Array<[string, string]>) {
    super(`Invalid configuration:\n${problems.map(([name, msg]) => `  - ${name}: ${msg}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze)
    Object.freeze(value)
  }
  return value
}

/** The offending value, for the error message, unless it may hold a password or key. */
function shownValue(env: NodeJS.ProcessEnv, name: string): string {
  return /DATABASE_URL|KEY|SECRET/.test(name) ? '' : ` (got ${JSON.stringify(env[name])})`
}

/**
 * Reads and validates the environment; throws a ConfigError naming every bad variable at once, the payment
 * variables (integrations/payment/config.ts owns their rules) included.
 */

/**
 * The demo academy's customer service, shown where the demo data is (the embedded default), so 客服 and 联系我们
 * can be tried; plainly a demo (an unallocated 400 number and a WeChat ID named so). A deployment sets its own or,
 * with neither, the app offers no contact entry at all.
 */
export const DEMO_SERVICE_CONTACT = { phone: '400-000-0000', wechatId: 'lvdong-demo-service' } as const

function serviceContactOf(env: { SERVICE_PHONE?: string; SERVICE_WECHAT?: string }, demo: boolean) {
  if (!env.SERVICE_PHONE && !env.SERVICE_WECHAT && demo) return { ...DEMO_SERVICE_CONTACT }
  return { phone: env.SERVICE_PHONE ?? '', wechatId: env.SERVICE_WECHAT ?? '' }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // English messages for operators, whatever locale the API's request validation uses.
  const parsed = envSchema.safeParse(env, { error: z.locales.en().localeError })
  const paymentProblems = paymentConfigProblems(env)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i): [string, string] => [String(i.path[0]), `${i.message}${shownValue(env, String(i.path[0]))}`])
    throw new ConfigError([...issues, ...paymentProblems])
  }
  const problems = [...crossChecks(parsed.data), ...paymentProblems]
  if (problems.length > 0) throw new ConfigError(problems)
  return deepFreeze(toConfig(parsed.data, loadPaymentConfig(env)))
}
