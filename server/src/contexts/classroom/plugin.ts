// The classroom context as one fastify plugin: the learner's classroom and the teacher's side of it.
import fp from 'fastify-plugin'
import type { ClassroomContext } from './context'

export const classroomContext = fp<ClassroomContext>(
  async (_app, _ctx) => {
    // Each module's routes function is registered here.
  },
  { name: 'classroom', dependencies: ['identity', 'catalog', 'commerce', 'learning'] }
)
