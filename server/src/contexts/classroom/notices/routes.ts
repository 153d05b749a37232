// /api/class/notices: the reminders I was sent, the WeChat templates to ask for, and what I accepted.
import type { FastifyInstance } from 'fastify'
import { count, desc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { NOTICE_CHANNELS, NOTICE_EVENTS, type NoticeEvent } from '@contract/classroom/constants'
import * as api from '@contract/classroom/endpoints'
import { noticeSubscribeBody, pageOnlyQuery } from '@contract/classroom/schemas'
import type { ClassNotice, NoticeTemplates } from '@contract/classroom/shapes'
import type { Paged } from '@contract/envelope'
import { requireUser } from '../../../http/auth-guard'
import { offsetOf, pagedSchema, type PageQueryInput } from '../../../http/query'
import { route } from '../../../http/route'
import type { ClassroomContext } from '../context'
import { int } from '../scope/responses'
import { noticeOutbox, noticeSubscriptions } from '../tables'

const opts = { tag: 'classroom' }
const noticeResponse = z.object({
  id: int, event: z.enum(NOTICE_EVENTS), title: z.string(), body: z.string(), classId: int.nullable(), sessionId: int.nullable(),
  channel: z.enum(NOTICE_CHANNELS).nullable(), createdAt: z.string()
}) satisfies z.ZodType<ClassNotice>
const templatesResponse = z.object({
  templates: z.array(z.object({ event: z.enum(NOTICE_EVENTS), templateId: z.string() }))
}) satisfies z.ZodType<NoticeTemplates>

async function listNotices(ctx: ClassroomContext, userId: number, query: PageQueryInput): Promise<Paged<ClassNotice>> {
  const where = eq(noticeOutbox.userId, userId)
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(noticeOutbox).where(where).orderBy(desc(noticeOutbox.createdAt), desc(noticeOutbox.id))
      .offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(noticeOutbox).where(where)
  ])
  const list = rows.map((r): ClassNotice => ({
    id: r.id, event: r.event, title: r.title, body: r.body, classId: r.classId, sessionId: r.sessionId,
    channel: r.state === 'sent' ? r.channel : null, createdAt: r.createdAt.toISOString()
  }))
  return { list, total: total?.n ?? 0, page: query.page, size: query.size }
}

function templates(ctx: ClassroomContext): NoticeTemplates {
  // Without a mini-program client able to send subscription messages nothing could be sent: ask for nothing.
  if (!ctx.wechatMini || !ctx.notices.wechat) return { templates: [] }
  const configured = Object.entries(ctx.config.classroom.noticeTemplates) as [NoticeEvent, string][]
  return { templates: configured.map(([event, templateId]) => ({ event, templateId })) }
}

/** Each accepted template configured here adds one credit (one message); unknown ids are ignored. */
async function subscribe(ctx: ClassroomContext, userId: number, accepted: string[]): Promise<{ accepted: number }> {
  const known = new Set(templates(ctx).templates.map((t) => t.templateId))
  const ids = [...new Set(accepted)].filter((id) => known.has(id))
  if (ids.length === 0) return { accepted: 0 }
  const now = ctx.now()
  await ctx.db.insert(noticeSubscriptions).values(ids.map((templateId) => ({ userId, templateId, credits: 1, updatedAt: now })))
    .onConflictDoUpdate({
      target: [noticeSubscriptions.userId, noticeSubscriptions.templateId],
      set: { credits: sql`${noticeSubscriptions.credits} + 1`, updatedAt: now }
    })
  return { accepted: ids.length }
}

export function noticeRoutes(app: FastifyInstance, ctx: ClassroomContext) {
  route(app, api.listClassNotices, { query: pageOnlyQuery, response: pagedSchema(noticeResponse) }, async (req) =>
    listNotices(ctx, requireUser(req).id, req.query), opts)
  route(app, api.getNoticeTemplates, { response: templatesResponse }, async () => templates(ctx), opts)
  route(app, api.subscribeNotices, { body: noticeSubscribeBody, response: z.object({ accepted: int }) }, async (req) =>
    subscribe(ctx, requireUser(req).id, req.body.accepted), opts)
}
