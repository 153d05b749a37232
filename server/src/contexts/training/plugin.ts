// The training context as one fastify plugin: the personal-trainer tool 私教宝.
import fp from 'fastify-plugin'
import type { TrainingContext } from './context'

export const trainingContext = fp<TrainingContext>(
  async (_app, _ctx) => {
    // Each module's routes function is registered here.
  },
  { name: 'training', dependencies: ['identity'] }
)
