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
  certCheck: { max: 10, timeWindow: ONE_MINUTE }
} as const

/** `allow`: client addresses never counted (RATE_LIMIT_ALLOW). */
export async function installRateLimit(app: FastifyInstance, globalMax: number, allow: readonly string[] = []) {
  await app.register(rateLimit, {
    global: true,
    max: globalMax,
    timeWindow: ONE_MINUTE,
    // Counts each request of a burst on its own (rate-limit-store.ts explains the library store's flaw).
    store: SnapshotStore,
    allowList: (req) => !req.url.startsWith('/api/') || allow.includes(req.ip),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', '操作太频繁，请稍后再试', 429)
  })
}
