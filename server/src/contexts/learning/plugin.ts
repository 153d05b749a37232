// The learning context as one fastify plugin: the learner's side of classes after buying (it starts with
// the class list that 支付成功 leads to; the classroom pages of the learning area belong here too).
import fp from 'fastify-plugin'
import { myClassRoutes } from './classes/routes'
import { seatRoutes } from './seats/routes'
import type { LearningContext } from './context'

export const learningContext = fp<LearningContext>(
  async (app, ctx) => {
    myClassRoutes(app, ctx)
    seatRoutes(app, ctx)
  },
  { name: 'learning', dependencies: ['identity', 'catalog', 'commerce'] }
)
