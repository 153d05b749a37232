// What the commerce services need from the app, built once in app.ts: the database, the payment provider chosen by
// configuration, the app's clock (tests move it), and the log (payment anomalies are logged, never shown).
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db'
import type { PaymentProvider } from '../../../integrations/payment/types'

export interface CommerceContext {
  db: Db
  provider: PaymentProvider
  now: () => Date
  log: FastifyBaseLogger
}
