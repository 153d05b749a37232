// buildApp(config, deps): the whole HTTP server without listening. main.ts listens with it; tests call inject().
// Order matters: request ids and security headers first, then rate limits, then auth (its onRoute hook must exist
// before any route), then the modules, then the H5 site and its history fallback last.
import fs from 'node:fs'
import path from 'node:path'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppConfig } from './config'
import type { DatabaseHandle, Db } from './db'
import { installErrorHandling } from './http/error-handler'
import { installGracefulClose } from './http/graceful-close'
import { installInvalidCharacterGuard } from './http/invalid-characters'
import { installJsonBodyParser } from './http/json-body'
import { installNoStore } from './http/no-store'
import { serveH5Site } from './http/h5-site'
import { genReqId, installRequestIdHeader, loggerOptions } from './http/logging'
import { installRateLimit } from './http/rate-limit'
import { installSecurityHeaders } from './http/security-headers'
import { createSmsSender } from './integrations/sms'
import type { SmsSender } from './integrations/sms/types'
import { createPaymentProvider } from './integrations/payment'
import type { PaymentProvider } from './integrations/payment/types'
import { createStorage } from './integrations/storage'
import type { FileStorage } from './integrations/storage/types'
import { createWechatMini } from './integrations/wechat'
import { createWechatOa, type WechatOaClient } from './integrations/wechat/oa-client'
import type { WechatMiniClient } from './integrations/wechat/types'
import { addressRoutes } from './modules/address/routes'
import { agreementRoutes } from './modules/agreements/routes'
import { installAuth } from './modules/auth/guard'
import { authRoutes } from './modules/auth/routes'
import { createTokenService } from './modules/auth/tokens'
import { catalogRoutes } from './modules/catalog/routes'
import { couponRoutes } from './modules/coupon/routes'
import { healthRoutes } from './modules/health/routes'
import { miniCodeRoutes } from './modules/mini-code/routes'
import { installCommerce } from './modules/order/install'
import { pointsRoutes } from './modules/points/routes'
import { profileRoutes } from './modules/profile/routes'
import { smsRoutes } from './modules/sms/routes'
import { createSmsCodeService, type SmsCodeService } from './modules/sms/service'
import { uploadRoutes } from './modules/upload/routes'
import { serveUploads } from './modules/upload/serve-uploads'
import { wechatOaRoutes } from './modules/wechat/oa-routes'
import { wechatRoutes } from './modules/wechat/routes'

export interface AppDeps {
  /** The opened and migrated database; the caller owns it (closes it after app.close()). */
  database: Pick<DatabaseHandle, 'db' | 'ping'>
  /** Defaults to the storage the configuration selects. */
  storage?: FileStorage
  /** Where log lines go (tests capture them); defaults to stdout. */
  logStream?: NodeJS.WritableStream
  /** The clock every rule with a time in it reads (tests move it instead of sleeping); defaults to the real one. */
  now?: () => Date
  /** Defaults to the SMS provider the configuration selects. */
  smsSender?: SmsSender
  /** Defaults to the configured WeChat mini-program client (null when not configured). */
  wechat?: WechatMiniClient | null
  /** Defaults to the configured official-account 网页授权 client (null when not configured). */
  wechatOa?: WechatOaClient | null
  /** Defaults to the payment provider the configuration selects (sandbox, or WeChat Pay). */
  payment?: PaymentProvider
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
    db: Db
    storage: FileStorage
    /** The server's clock (AppDeps.now). */
    now: () => Date
    smsCodes: SmsCodeService
  }
}

/** fastify's types take a hop count only as a function: trust the first n proxies in front of us. */
function trustProxyOption(value: AppConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value
}

/** The largest upload cap; multipart refuses anything bigger before a route even looks at it. */
function largestUpload(config: AppConfig): number {
  return Math.max(...Object.values(config.uploadMaxBytes))
}

async function installPlugins(app: FastifyInstance, config: AppConfig) {
  installRequestIdHeader(app)
  installGracefulClose(app)
  installErrorHandling(app)
  installNoStore(app)
  await installSecurityHeaders(app, config.staticBaseUrl)
  installJsonBodyParser(app)
  installInvalidCharacterGuard(app)
  await installRateLimit(app, config.rateLimitMax)
  await app.register(multipart, { limits: { fileSize: largestUpload(config), files: 1, fields: 20, parts: 25 } })
}

async function installModules(app: FastifyInstance, config: AppConfig, deps: AppDeps, storage: FileStorage) {
  await app.register(healthRoutes(deps.database.ping))
  await app.register(authRoutes)
  await app.register(smsRoutes)
  const wechatMini = deps.wechat !== undefined ? deps.wechat : createWechatMini(config, app.now)
  await app.register(wechatRoutes(wechatMini))
  await app.register(profileRoutes)
  await app.register(addressRoutes)
  await app.register(agreementRoutes)
  await app.register(catalogRoutes)
  await app.register(miniCodeRoutes({ db: deps.database.db, storage, wechat: wechatMini }))
  await app.register(couponRoutes)
  await app.register(pointsRoutes)
  const payment = deps.payment ?? createPaymentProvider(config.payment, { nodeEnv: config.nodeEnv })
  await installCommerce(app, { db: deps.database.db, provider: payment, now: app.now, log: app.log })
  const wechatOa = deps.wechatOa !== undefined ? deps.wechatOa : createWechatOa(config)
  await app.register(wechatOaRoutes({ db: deps.database.db, oa: wechatOa, provider: payment }))
  const tmpDir = path.join(config.dataDir, 'tmp')
  await app.register(uploadRoutes({ db: deps.database.db, storage, tmpDir, maxBytes: config.uploadMaxBytes }))
  if (storage.localRoot) {
    fs.mkdirSync(storage.localRoot, { recursive: true })
    await serveUploads(app, storage.localRoot)
  }
}

export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    genReqId,
    trustProxy: trustProxyOption(config.trustProxy),
    // Large enough for JSON forms; files go through multipart, which has its own per-kind caps.
    bodyLimit: 1024 * 1024
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const storage = deps.storage ?? createStorage(config)
  const now = deps.now ?? (() => new Date())
  const db = deps.database.db
  app.decorate('config', config)
  app.decorate('db', db)
  app.decorate('storage', storage)
  app.decorate('now', now)
  const sender = deps.smsSender ?? createSmsSender(config, app.log)
  app.decorate('smsCodes', createSmsCodeService({ db, now, sender, secret: config.sms.codeSecret, log: app.log }))

  await installPlugins(app, config)
  installAuth(app, createTokenService(db, { ttlDays: config.tokenTtlDays, now }))
  await installModules(app, config, deps, storage)
  await serveH5Site(app, config.h5DistDir, config.staticBaseUrl)
  return app
}
