// A class's roster (the console pages through it for its CSV export), enrolling or gifting a seat by phone, and
// transferring a learner on their behalf. Seats are learning's: the gift and the transfer are its services (the seat
// taken atomically, at most 3 transfers per enrolment, audited with the reason in the same transaction).
import type { MySeat } from '@contract/learning/shapes'
import type { AdminTransferInput, EnrolByPhoneInput, RosterQuery, RosterRow } from '@contract/classroom/admin-shapes'
import type { Paged } from '@contract/envelope'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import { findUserByPhone } from '../../identity'
import { giftSeat, syncSeats, transferSeat } from '../../learning'
import type { AuditActor } from '../../system'
import * as classes from '../classes/repo'
import type { ClassroomContext } from '../context'
import { rosterPage, type RosterDbRow } from './roster-repo'

const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')

function toRosterRow(r: RosterDbRow): RosterRow {
  const leave = r.leaveMarked + r.leaveApproved
  // An active seat missed every held session it has no row or leave for; an ended seat counts only marked absences.
  const absent = r.status === 'active' ? Math.max(0, r.heldSessions - r.present - leave) : r.absent
  return {
    seatId: r.seatId,
    learner: { id: r.userId, name: r.name ?? '', avatar: r.avatar ?? '', phone: r.phone ?? '' },
    source: r.source, status: r.status, orderId: r.orderId, paidAt: r.paidAt?.toISOString() ?? null,
    transfersUsed: r.transfersUsed, present: r.present, absent, leave,
    homeworkSubmitted: r.submitted, homeworkApproved: r.approved, joinedAt: r.joinedAt.toISOString()
  }
}

async function requireClass(ctx: ClassroomContext, classId: number) {
  const found = await classes.findClass(ctx.db, classId)
  if (!found) throw userError('CLASS_NOT_FOUND', '班级不存在')
  return found
}

export async function listRoster(ctx: ClassroomContext, classId: number, query: PageQueryInput & Omit<RosterQuery, 'page' | 'size'>): Promise<Paged<RosterRow>> {
  await requireClass(ctx, classId)
  await syncSeats(ctx.db, { classId }, ctx.now())
  const { rows, total } = await rosterPage(ctx.db, {
    classId, keyword: query.keyword, status: query.status, offset: offsetOf(query), limit: query.size
  }, ctx.now())
  return { list: rows.map(toRosterRow), total, page: query.page, size: query.size }
}

async function rowOfSeat(ctx: ClassroomContext, classId: number, seatId: number): Promise<RosterRow> {
  const { rows: [row] } = await rosterPage(ctx.db, { classId, seatId, offset: 0, limit: 1 }, ctx.now())
  if (!row) throw userError('NOT_FOUND', '名额不存在')
  return toRosterRow(row)
}

export async function enrolByPhone(ctx: ClassroomContext, actor: AuditActor, classId: number, input: EnrolByPhoneInput): Promise<RosterRow> {
  const found = await requireClass(ctx, classId)
  if (found.cancelled) throw userError('CLASS_CANCELLED', '该班级已取消，不能再开通名额')
  const user = await findUserByPhone(ctx.db, input.phone)
  if (!user) throw userError('NOT_FOUND', '该手机号尚未注册，请学员先登录一次小程序或网页', 'phone')
  // Masked, as the audit entry of a gifted seat has always shown the phone.
  const learner = { name: user.name, phone: maskPhone(user.phone) }
  const seat = await giftSeat(ctx, { userId: user.id, classId, actor, reason: input.reason, learner })
  return rowOfSeat(ctx, classId, seat.id)
}

export async function transferOnBehalf(ctx: ClassroomContext, actor: AuditActor, seatId: number, input: AdminTransferInput): Promise<MySeat> {
  return transferSeat(ctx, { seatId, ownerId: null, targetClassId: input.targetClassId, actor, reason: input.reason })
}
