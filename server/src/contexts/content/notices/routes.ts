// /api/notices*: the notices learners read (pages/entry/msg and the home page's strip). The list and a notice are
// public (a notice takes an optional token: a signed-in learner's opening marks it read); the unread ones need one.
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/content/home-endpoints'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pageQuerySchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import { noticeDetailResponse, noticeSummaryResponse, unreadResponse } from './schemas'
import * as service from './service'

const tag = { tag: 'content' }

export function noticeRoutes(app: FastifyInstance, { db, now }: ContentContext) {
  route(app, api.listNotices, { query: pageQuerySchema, response: pagedSchema(noticeSummaryResponse) }, async (req) =>
    service.listNotices(db, req.query, now()), tag)
  route(app, api.getUnreadNotices, { response: unreadResponse }, async (req) => service.unreadNotices(db, requireUser(req).id, now()), tag)
  route(app, api.getNotice, { params: idParamsSchema('公告编号'), response: noticeDetailResponse }, async (req) =>
    service.getNotice(db, req.params.id, req.user?.id ?? null, now()), tag)
}
