// The exams context as one fastify plugin: online papers, attempts, results, the wrong-answer book, challenges and
// short-answer grading, plus the sweep that hands in attempts whose time ran out while nobody was online.
import fp from 'fastify-plugin'
import { adminExamRoutes } from './admin/routes'
import { examSweepJob } from './attempts/sweeper'
import type { ExamsContext } from './context'
import { examRoutes } from './routes'

export const examsContext = fp<ExamsContext>(
  async (app, ctx) => {
    examRoutes(app, ctx)
    adminExamRoutes(app, ctx)
    ctx.jobs.define(examSweepJob(ctx))
  },
  { name: 'exams', dependencies: ['identity', 'catalog', 'learning', 'classroom'] }
)
