// The classroom context as one fastify plugin: the learner's classroom and the teacher's side of it.
import fp from 'fastify-plugin'
import type { ClassroomContext } from './context'
import { documentRoutes } from './documents/routes'
import { homeworkRoutes } from './homework/routes'

export const classroomContext = fp<ClassroomContext>(
  async (app, ctx) => {
    // Each module's routes function is registered here.
    documentRoutes(app, ctx)
    homeworkRoutes(app, ctx)
  },
  { name: 'classroom', dependencies: ['identity', 'catalog', 'commerce', 'learning'] }
)
