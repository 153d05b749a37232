// A teacher's own leave (请假申请 / 添加请假申请): the teacher asks, academic staff review it in the back office (the
// console's approve/reject works on the same table, teacher_leaves). The teacher is in every WHERE.
import { count, desc, eq } from 'drizzle-orm'
import type { Paged } from '@contract/envelope'
import type { OwnLeave, OwnLeaveInput } from '@contract/classroom/teacher-shapes'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import type { ClassroomContext } from '../context'
import { teacherLeaves } from '../tables'

type Row = typeof teacherLeaves.$inferSelect

export function toOwnLeave(r: Row): OwnLeave {
  return {
    id: r.id, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString(), reason: r.reason, status: r.status,
    reply: r.reply, createdAt: r.createdAt.toISOString(), reviewedAt: r.reviewedAt?.toISOString() ?? null
  }
}

export async function listOwnLeaves(ctx: ClassroomContext, teacherId: number, query: PageQueryInput): Promise<Paged<OwnLeave>> {
  const where = eq(teacherLeaves.teacherId, teacherId)
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(teacherLeaves).where(where).orderBy(desc(teacherLeaves.createdAt), desc(teacherLeaves.id))
      .offset(offsetOf(query)).limit(query.size),
    ctx.db.select({ n: count() }).from(teacherLeaves).where(where)
  ])
  return { list: rows.map(toOwnLeave), total: total?.n ?? 0, page: query.page, size: query.size }
}

/** Leave that has already ended cannot be asked (the times' order is the schema's rule). */
export async function askOwnLeave(ctx: ClassroomContext, teacherId: number, input: OwnLeaveInput): Promise<OwnLeave> {
  const now = ctx.now()
  const startsAt = new Date(input.startsAt)
  const endsAt = new Date(input.endsAt)
  if (endsAt.getTime() <= now.getTime()) throw userError('VALIDATION', '请假结束时间应晚于现在', 'endsAt')
  const [row] = await ctx.db.insert(teacherLeaves)
    .values({ teacherId, startsAt, endsAt, reason: input.reason, createdAt: now })
    .returning()
  return toOwnLeave(row!)
}

