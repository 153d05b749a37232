// The auto-close sweep: every minute one API node (whichever takes the round, system's job queue) closes unpaid
// orders past their deadline and settles automatic refunds of second payments whose outcome was not known
// (auto-refund.ts). Each close is a conditional UPDATE besides, and orders are also closed lazily when read.
import type { ScheduledJob } from '../../base'
import type { CommerceContext } from '../context'
import { settleStuckAutoRefunds } from './auto-refund'
import { closeExpiredOrders } from './close-order'

/** Every minute: an expired order stays payable at most about a minute past its 30 (WeChat's time_expire stops the
 * payment itself on time), and an idle node costs two small queries a minute. */
export function orderSweepJob(ctx: CommerceContext): ScheduledJob {
  return {
    name: 'order-sweep',
    cron: '* * * * *',
    async run() {
      const closed = await closeExpiredOrders(ctx)
      if (closed > 0) ctx.log.info({ closed }, 'closed expired unpaid orders')
      const refunded = await settleStuckAutoRefunds(ctx)
      if (refunded > 0) ctx.log.info({ refunded }, 'settled automatic refunds of second payments')
    }
  }
}
