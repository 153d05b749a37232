// buildApp(config, deps): the whole HTTP server without listening. main.ts listens with it; tests call inject().
// Order matters: request ids and security headers first, then rate limits, then auth (its onRoute hook must exist
// before any route), then the modules, then the H5 site and its history fallback last.
import multipart from '@fastify/multipart'
import Fastify, { type FastifyInstance } from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppConfig } from './config'
import type { DatabaseHandle, Db } from './db'
import { installErrorHandling } from './http/error-handler'
import { installGracefulClose } from './http/graceful-close'
import { installInvalidCharacterGuard } from './http/invalid-characters'
import { installJsonBodyParser } from './http/json-body'
import { installNoStore } from './http/no-store'
import { installPublicCache } from './http/public-cache'
import { installTraditionalText } from './http/traditional-text'
import { firstScreenPicture, type FirstScreen } from './http/first-screen'
import { serveH5Site } from './http/h5-site'
import { genReqId, installRequestIdHeader, loggerOptions } from './http/logging'
import { installRateLimit } from './http/rate-limit'
import { responseSerializer } from './http/response-serializer'
import { installSecurityHeaders } from './http/security-headers'
import { createSmsSender } from './integrations/sms'
import type { SmsSender } from './integrations/sms/types'
import { createPaymentProvider } from './integrations/payment'
import { createAlipay } from './integrations/alipay'
import type { AlipayProvider, PaymentProvider } from './integrations/payment/types'
import { createStorage } from './integrations/storage'
import type { FileStorage } from './integrations/storage/types'
import { createChatModel } from './integrations/ai'
import type { ChatModel } from './integrations/ai/types'
import { createContentSecurity } from './integrations/content-security'
import { createNoticeSenders, type NoticeSenders } from './integrations/notices'
import { createWechatMini } from './integrations/wechat'
import { createWechatOa, type WechatOaClient } from './integrations/wechat/oa-client'
import type { WechatMiniClient } from './integrations/wechat/types'
import type { BaseContext } from './contexts/base'
import { catalogContext, COURSE_TAB_PATHS, courseTabFirstScreen, GOODS_PAGE_PATHS, goodsPageCover } from './contexts/catalog'
import { commerceContext } from './contexts/commerce'
import { contentContext, HOME_PAGE_PATHS, homeFirstScreen } from './contexts/content'
import { filesContext } from './contexts/files'
import { createSmsCodeService, createTokenService, identityContext } from './contexts/identity'
import { loadFieldCipher } from './crypto/keys'
import { APP_VERSION, createJobQueue, databaseRateLimitStore, systemContext, type JobQueue } from './contexts/system'
import { learningContext } from './contexts/learning'
import { salesContext } from './contexts/sales'
import { classroomContext } from './contexts/classroom'
import { examsContext, formalResultOf } from './contexts/exams'
import { certificationContext, settleOnTheory } from './contexts/certification'
import { trainingContext } from './contexts/training'
import { settlementContext } from './contexts/settlement'
import { toolsContext } from './contexts/tools'
import { installApiDocs } from './http/api-docs'
import { installAuth } from './http/auth-guard'

export interface AppDeps {
  /** The opened and migrated database; the caller owns it (closes it after app.close()). */
  database: Pick<DatabaseHandle, 'db' | 'ping' | 'executeSql'>
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
  /** Defaults to Alipay as configured (its sandbox twin on the embedded default; null when not configured). */
  alipay?: AlipayProvider | null
  /** Defaults to the configured chat model (null: the assistant answers by search). */
  chatModel?: ChatModel | null
  /** Pause between the pieces of a search answer; defaults to SEARCH_ANSWER_PACE_MS (tests use 0). */
  assistantPaceMs?: number
  /** Defaults to the configured reminder senders (tests record what is sent). */
  noticeSenders?: NoticeSenders
}

/**
 * The embedded default's answer streams at about a model's pace (a few characters every 40 ms, a long answer in
 * two or three seconds), so the chat reads the same either way and stop has something to stop.
 */
const SEARCH_ANSWER_PACE_MS = 40

/** fastify's types take a hop count only as a function: trust the first n proxies in front of us. */
function trustProxyOption(value: AppConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value
}

/** The largest upload cap; multipart refuses anything bigger before a route even looks at it. */
function largestUpload(config: AppConfig): number {
  return Math.max(...Object.values(config.uploadMaxBytes))
}

async function installPlugins(app: FastifyInstance, config: AppConfig, database: AppDeps['database']) {
  installRequestIdHeader(app)
  installGracefulClose(app)
  installErrorHandling(app, database.ping)
  installNoStore(app)
  // After no-store: an answer it marked never to keep gets no ETag.
  // Before the public cache: its ETag is of the text actually sent.
  installTraditionalText(app)
  installPublicCache(app)
  await installSecurityHeaders(app, config.staticBaseUrl)
  installJsonBodyParser(app)
  installInvalidCharacterGuard(app)
  // Several nodes count in the database, so a client meets one limit whichever node answers.
  const store = config.multiNode ? databaseRateLimitStore(database.db) : undefined
  await installRateLimit(app, { max: config.rateLimitMax, allow: config.rateLimitAllow, store })
  await installApiDocs(app, config.appName, APP_VERSION)
  await app.register(multipart, { limits: { fileSize: largestUpload(config), files: 1, fields: 20, parts: 25 } })
}

/**
 * The bounded contexts, in dependency order (each plugin names the contexts it needs; fastify refuses a wrong
 * order). Each gets one typed context object: the app's base plus its own integrations.
 */
async function installContexts(app: FastifyInstance, base: BaseContext, deps: AppDeps, storage: FileStorage, jobQueue: JobQueue) {
  const { config, db, now, log } = base
  const wechatMini = deps.wechat !== undefined ? deps.wechat : createWechatMini(config, now)
  const wechatOa = deps.wechatOa !== undefined ? deps.wechatOa : createWechatOa(config)
  const payment = deps.payment ?? createPaymentProvider(config.payment, { nodeEnv: config.nodeEnv })
  const alipay = deps.alipay !== undefined ? deps.alipay : createAlipay(config.payment)
  const sender = deps.smsSender ?? createSmsSender(config, log)
  const smsCodes = createSmsCodeService({ db, now, sender, secret: config.sms.codeSecret, log })
  const tokens = createTokenService(db, { ttlDays: config.tokenTtlDays, idleMinutes: config.security.adminIdleMinutes, now })
  const cipher = await loadFieldCipher(config, log)
  // The guard must exist before any route is registered (it attaches itself through onRoute).
  installAuth(app, tokens)

  await app.register(systemContext, { ...base, ping: deps.database.ping, jobQueue, executeSql: deps.database.executeSql })
  await app.register(filesContext, { ...base, storage })
  await app.register(identityContext, { ...base, tokens, smsCodes, wechatMini, wechatOa, payment, cipher })
  await app.register(catalogContext, { ...base, storage, wechatMini })
  await app.register(commerceContext, { ...base, provider: payment, alipay })
  await app.register(salesContext, { ...base, transfers: payment.kind === 'wechat' ? payment.transfers : null })
  await app.register(learningContext, base)
  await app.register(classroomContext, {
    ...base, storage, wechatMini, contentSecurity: createContentSecurity({ wechat: wechatMini, log }),
    notices: deps.noticeSenders ?? createNoticeSenders(config, wechatMini, log)
  })
  // The theory part of a certification is the learner's online formal exam on the exam goods; when that result
  // becomes final after the practical part was judged, exams tells certification through this listener.
  const certification = { ...base, storage, theoryResult: formalResultOf }
  await app.register(examsContext, { ...base, onFormalResult: settleOnTheory(certification) })
  await app.register(certificationContext, certification)
  await app.register(trainingContext, base)
  await app.register(settlementContext, base)
  const assistant = {
    model: deps.chatModel !== undefined ? deps.chatModel : createChatModel(config),
    paceMs: deps.assistantPaceMs ?? SEARCH_ANSWER_PACE_MS
  }
  await app.register(contentContext, { ...base, wechatMini, assistant })
  await app.register(toolsContext, base)
}

/** The course tab's first screen: its list and cities, and the cover its first card shows. */
function courseScreen(db: Db, now: () => Date, storage: FileStorage): FirstScreen {
  return {
    name: 'course',
    paths: COURSE_TAB_PATHS,
    async load() {
      const { data, image } = await courseTabFirstScreen(db, now())
      return { data, image: image ? await firstScreenPicture(storage, image) : undefined }
    }
  }
}

/** A goods page's first screen: its cover only (the goods' answer depends on who reads it). */
function goodsScreen(db: Db, storage: FileStorage): FirstScreen {
  return {
    name: 'goods',
    paths: GOODS_PAGE_PATHS,
    async load(query) {
      const cover = await goodsPageCover(db, query.id)
      return { image: cover ? await firstScreenPicture(storage, cover) : undefined }
    }
  }
}

/** The home page's first screen inside the H5 site's HTML, with its picture from the file storage. */
function homeScreen(db: Db, now: () => Date, storage: FileStorage): FirstScreen {
  return {
    name: 'home',
    paths: HOME_PAGE_PATHS,
    async load() {
      const { data, image } = await homeFirstScreen(db, now())
      return { data, image: image ? await firstScreenPicture(storage, image) : undefined }
    }
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
  app.setSerializerCompiler(responseSerializer({ crossCheck: config.nodeEnv === 'test' }))

  const storage = deps.storage ?? createStorage(config)
  const now = deps.now ?? (() => new Date())
  const db = deps.database.db

  await installPlugins(app, config, deps.database)
  const jobQueue = createJobQueue({ executeSql: deps.database.executeSql, log: app.log })
  await installContexts(app, { config, db, now, log: app.log, jobs: jobQueue }, deps, storage, jobQueue)
  if (config.jobQueue) {
    // After every context has defined its jobs; stopped before the caller closes the database.
    app.addHook('onReady', () => jobQueue.start())
    app.addHook('onClose', () => jobQueue.stop())
  }
  await serveH5Site(app, { h5: config.h5DistDir, admin: config.adminDistDir }, config.staticBaseUrl,
    [homeScreen(db, now, storage), courseScreen(db, now, storage), goodsScreen(db, storage)])
  return app
}
