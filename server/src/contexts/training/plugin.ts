// The training context as one fastify plugin: the personal-trainer tool 私教宝.
import fp from 'fastify-plugin'
import type { TrainingContext } from './context'
import { adminTrainingRoutes } from './admin/routes'
import { coachingRoutes } from './coaching/routes'
import { libraryRoutes } from './library/routes'
import { logRoutes } from './logs/routes'
import { moveRoutes } from './moves/routes'
import { plannerRoutes } from './planner/routes'
import { planRoutes } from './plans/routes'
import { programRoutes } from './programs/routes'
import { shareRoutes } from './share/routes'
import { sessionRoutes } from './sessions/routes'

export const trainingContext = fp<TrainingContext>(
  async (app, ctx) => {
    moveRoutes(app, ctx)
    planRoutes(app, ctx)
    plannerRoutes(app, ctx)
    sessionRoutes(app, ctx)
    logRoutes(app, ctx)
    coachingRoutes(app, ctx)
    shareRoutes(app, ctx)
    programRoutes(app, ctx)
    libraryRoutes(app, ctx)
    adminTrainingRoutes(app, ctx)
  },
  { name: 'training', dependencies: ['identity'] }
)
