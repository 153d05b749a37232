// Chooses the SMS provider once, at start, from the configuration.
import type { FastifyBaseLogger } from 'fastify'
import type { AppConfig } from '../../config'
import { createConsoleSmsSender } from './console'
import { createTencentSmsSender } from './tencent'
import type { SmsSender } from './types'

export function createSmsSender(config: AppConfig, log: FastifyBaseLogger): SmsSender {
  if (config.sms.tencent) return createTencentSmsSender(config.sms.tencent)
  if (config.isProduction) log.warn('SMS_PROVIDER=console in production: codes go to the log, no SMS is sent')
  return createConsoleSmsSender(log)
}
