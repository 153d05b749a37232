// /api/learning/classes: the classes the signed-in learner holds a seat in.
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/learning/endpoints'
import { requireUser } from '../../../http/auth-guard'
import { pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { LearningContext } from '../context'
import { myClassListQuerySchema, myClassResponse } from './schemas'
import * as service from './service'

export function myClassRoutes(app: FastifyInstance, ctx: LearningContext) {
  route(app, api.listMyClasses, { query: myClassListQuerySchema, response: pagedSchema(myClassResponse) }, async (req) =>
    service.listMyClasses(ctx, requireUser(req).id, req.query), { tag: 'learning' }
  )
}
