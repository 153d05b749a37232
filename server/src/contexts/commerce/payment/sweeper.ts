// The auto-close sweep: every SWEEP_INTERVAL_MS each API node closes unpaid orders past their deadline and settles
// automatic refunds of second payments whose outcome was not known (auto-refund.ts). Several
// nodes sweeping at once is harmless: each close is a conditional UPDATE. Orders are also closed lazily when read.
import type { FastifyInstance } from 'fastify'
import type { CommerceContext } from '../context'
import { settleStuckAutoRefunds } from './auto-refund'
import { closeExpiredOrders } from './close-order'

/** A minute: an expired order stays payable at most this long past its 30 minutes (WeChat's time_expire stops the
 * payment itself on time), and an idle node costs one indexed query a minute. */
export const SWEEP_INTERVAL_MS = 60_000

export function installOrderSweeper(app: FastifyInstance, ctx: CommerceContext, intervalMs = SWEEP_INTERVAL_MS) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | null = null
  const sweep = async () => {
    try {
      const closed = await closeExpiredOrders(ctx)
      if (closed > 0) ctx.log.info({ closed }, 'closed expired unpaid orders')
      const refunded = await settleStuckAutoRefunds(ctx)
      if (refunded > 0) ctx.log.info({ refunded }, 'settled automatic refunds of second payments')
    } catch (err) {
      ctx.log.error({ err }, 'order sweep failed')
    } finally {
      running = null
    }
  }
  app.addHook('onReady', async () => {
    // A slow provider must not stack sweeps: a tick while one runs does nothing.
    timer = setInterval(() => {
      running ??= sweep()
    }, intervalMs)
    timer.unref() // never keeps the process (or a test run) alive
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running // the database closes after the app: let a sweep in flight finish first
  })
}
