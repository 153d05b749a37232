// The exams context as one fastify plugin: online papers, attempts, results, the wrong-answer book, challenges and
// short-answer grading, plus the sweep that hands in attempts whose time ran out while nobody was online.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { adminExamRoutes } from './admin/routes'
import { createExamSweeper } from './attempts/sweeper'
import type { ExamsContext } from './context'
import { examRoutes } from './routes'

/** Often enough that a result is final within half a minute of the deadline; reads finish their own attempts anyway. */
const SWEEP_MS = 30_000

function startSweeper(app: FastifyInstance, ctx: ExamsContext) {
  const sweeper = createExamSweeper(ctx)
  app.addHook('onReady', async () => sweeper.start(SWEEP_MS))
  app.addHook('onClose', async () => { await sweeper.stop() })
}

export const examsContext = fp<ExamsContext>(
  async (app, ctx) => {
    examRoutes(app, ctx)
    adminExamRoutes(app, ctx)
    startSweeper(app, ctx)
  },
  { name: 'exams', dependencies: ['identity', 'catalog', 'learning', 'classroom'] }
)
