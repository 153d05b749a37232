// Check-in: the teacher's rotating code (签到二维码) and the learner's check-in with it (scan or 6 digits). Refusals:
// CHECK_IN_INVALID (not a code of one of my sessions), CHECK_IN_EXPIRED (an older window: a screenshot),
// CHECK_IN_CLOSED (outside the session's window), CHECK_IN_DONE (second use), CHECK_IN_TOO_FAR (distance check).
import {
  CHECK_IN_LATE_AFTER_MINUTES, CHECK_IN_MAX_DISTANCE_METRES, CHECK_IN_ROTATION_SECONDS
} from '@contract/classroom/constants'
import type { CheckInInput, CheckInResult } from '@contract/classroom/shapes'
import type { CheckInCode } from '@contract/classroom/teacher-shapes'
import { userError } from '../../../http/errors'
import { syncSeats } from '../../learning'
import type { ClassroomContext } from '../context'
import type { CheckInCodes } from './codes'
import { distanceMetres } from './distance'
import * as repo from './repo'

export function issueCode(ctx: ClassroomContext, codes: CheckInCodes, sessionId: number): CheckInCode {
  const now = ctx.now()
  const { payload, code, expiresAt } = codes.issue(sessionId, now)
  return {
    sessionId, payload, code, expiresAt: expiresAt.toISOString(), rotateSeconds: CHECK_IN_ROTATION_SECONDS,
    serverTime: now.toISOString()
  }
}

const refuseInvalid = () => userError('CHECK_IN_INVALID', '签到码无效，请扫描老师展示的最新二维码', 'code')
const refuseExpired = () => userError('CHECK_IN_EXPIRED', '签到码已过期，请扫描老师展示的最新二维码', 'code')

async function sessionFromCode(ctx: ClassroomContext, codes: CheckInCodes, userId: number, input: CheckInInput, now: Date) {
  if (input.payload) {
    const verdict = codes.verifyPayload(input.payload, now)
    if (!verdict.ok) throw verdict.reason === 'expired' ? refuseExpired() : refuseInvalid()
    return verdict.sessionId
  }
  const open = await repo.openSessionIdsOf(ctx.db, userId, now)
  const verdict = codes.verifyDigits(input.code ?? '', open, now)
  if (!verdict.ok) throw verdict.reason === 'expired' ? refuseExpired() : refuseInvalid()
  return verdict.sessionId
}

export async function checkIn(ctx: ClassroomContext, codes: CheckInCodes, userId: number, input: CheckInInput): Promise<CheckInResult> {
  const now = ctx.now()
  await syncSeats(ctx.db, { userId }, now)
  const sessionId = await sessionFromCode(ctx, codes, userId, input, now)
  // Another class's code, or a class I hold no seat in: the same answer as a code that is wrong.
  const session = await repo.learnerSession(ctx.db, userId, sessionId)
  if (!session) throw refuseInvalid()
  if (session.status === 'cancelled') throw userError('CLASS_SESSION_CANCELLED', '该课次已取消')
  if (now < repo.checkInOpensAt(session.startsAt) || now > session.endsAt) throw userError('CHECK_IN_CLOSED', '当前不在本节课的签到时间内')
  if (input.lat !== undefined && input.lng !== undefined && session.venueLat !== null && session.venueLng !== null) {
    const metres = distanceMetres({ lat: input.lat, lng: input.lng }, { lat: session.venueLat, lng: session.venueLng! })
    if (metres > CHECK_IN_MAX_DISTANCE_METRES) throw userError('CHECK_IN_TOO_FAR', `你距离上课地点约${Math.round(metres)}米，请到场后再签到`)
  }
  const late = now.getTime() > session.startsAt.getTime() + CHECK_IN_LATE_AFTER_MINUTES * 60 * 1000
  const status = late ? 'late' : 'present'
  if (!(await repo.insertCheckIn(ctx.db, { sessionId, userId, status, method: 'code', checkedInAt: now, updatedAt: now }))) {
    throw userError('CHECK_IN_DONE', '你已签到过本节课')
  }
  return { sessionId, classId: session.classId, className: session.className, sessionTitle: session.title, status, checkedInAt: now.toISOString() }
}
