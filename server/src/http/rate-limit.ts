// Request rate limits per client IP (behind a proxy set TRUST_PROXY so the IP is the client's, not the proxy's).
// Only /api is limited: the H5 site loads dozens of hashed chunks on a cold start and uploads are fetched in bulk.
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { AppError } from './errors'
import { SnapshotStore } from './rate-limit-store'

const ONE_MINUTE = '1 minute'

/**
 * Named presets; a route opts in with `config: { rateLimit: RATE_LIMITS.auth }`.
 * The numbers are per IP per minute and assume many people can share one IP (a gym's Wi-Fi, a carrier NAT).
 */
export const RATE_LIMITS = {
  /** Login and password routes: 20 tries a minute is plenty for a room of people, hopeless for guessing. */
  auth: { max: 20, timeWindow: ONE_MINUTE },
  /** Sending SMS costs money per message; per-phone cooldowns and daily caps live in the SMS service. */
  sms: { max: 5, timeWindow: ONE_MINUTE },
  /** Uploads are heavy; a user picking nine photos sends nine requests, so allow a few such batches. */
  upload: { max: 60, timeWindow: ONE_MINUTE },
  /** The public certificate check: a person checks a few numbers; enumerating the number space is hopeless at this pace. */
  certCheck: { max: 10, timeWindow: ONE_MINUTE },
  /** A person asking WeChat Pay about their own payment: each request is a call to WeChat, a few a minute suffice. */
  payQuery: { max: 20, timeWindow: ONE_MINUTE }
} as const

export interface RateLimitOptions {
  /** Requests per minute per client IP (RATE_LIMIT_MAX). */
  max: number
  /** Client addresses never counted (RATE_LIMIT_ALLOW). */
  allow?: readonly string[]
  /** Where counters live; default this process's memory. Several nodes pass a shared (database) store. */
  store?: new (options?: unknown) => unknown
}

export async function installRateLimit(app: FastifyInstance, { max, allow = [], store }: RateLimitOptions) {
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: ONE_MINUTE,
    // Counts each request of a burst on its own (rate-limit-store.ts explains the library store's flaw).
    store: (store ?? SnapshotStore) as typeof SnapshotStore,
    // A shared store the database cannot reach lets the request through: the handler then answers the outage.
    skipOnError: store !== undefined,
    allowList: (req) => !req.url.startsWith('/api/') || allow.includes(req.ip),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', '操作太频繁，请稍后再试', 429)
  })
}
