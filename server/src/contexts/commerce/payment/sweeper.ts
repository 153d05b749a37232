// The auto-close sweep: every SWEEP_INTERVAL_MS one API node (whichever claims the period, system's timed jobs)
// closes unpaid orders past their deadline and settles automatic refunds of second payments whose outcome was not
// known (auto-refund.ts). Each close is a conditional UPDATE besides, and orders are also closed lazily when read.
import type { FastifyInstance } from 'fastify'
import { installTimedJob } from '../../system'
import type { CommerceContext } from '../context'
import { settleStuckAutoRefunds } from './auto-refund'
import { closeExpiredOrders } from './close-order'

/** A minute: an expired order stays payable at most this long past its 30 minutes (WeChat's time_expire stops the
 * payment itself on time), and an idle node costs two small queries a minute. */
export const SWEEP_INTERVAL_MS = 60_000

export function installOrderSweeper(app: FastifyInstance, ctx: CommerceContext, intervalMs = SWEEP_INTERVAL_MS) {
  installTimedJob(app, ctx, {
    name: 'order-sweep',
    periodMs: intervalMs,
    async run() {
      const closed = await closeExpiredOrders(ctx)
      if (closed > 0) ctx.log.info({ closed }, 'closed expired unpaid orders')
      const refunded = await settleStuckAutoRefunds(ctx)
      if (refunded > 0) ctx.log.info({ refunded }, 'settled automatic refunds of second payments')
    }
  })
}
