// The class or exam session chosen at checkout: required exactly when the goods has them, must belong to the goods
// and must still be open for enrolment. Seats are taken later, in the order transaction (seats.ts).
import { chinaDateTime } from '@contract/china-time'
import { userError } from '../../../http/errors'
import { classStatus, sessionStatus } from '../goods/availability'
import type { GoodsDetailRow } from '../goods/detail-repo'

const CLASS_REFUSALS = {
  full: ['CLASS_FULL', '该班级已满员，请选择其他班级'],
  ended: ['CLASS_ENDED', '该班级已结课，请选择其他班级'],
  off_sale: ['CLASS_OFF_SALE', '该班级已停止报名，请选择其他班级']
} as const

const SESSION_REFUSALS = {
  full: ['SESSION_FULL', '该考试场次已满员，请选择其他场次'],
  closed: ['SESSION_CLOSED', '该考试场次报名已截止，请选择其他场次']
} as const

/** The chosen class id (undefined when the goods has no classes). */
export function checkClass(row: GoodsDetailRow, classId: number | undefined, now: Date): number | undefined {
  if (row.classes.length === 0) {
    if (classId !== undefined) throw userError('CLASS_NOT_FOUND', '该商品无需选择班级')
    return undefined
  }
  if (classId === undefined) throw userError('CLASS_REQUIRED', '请选择班级')
  const chosen = row.classes.find((c) => c.id === classId)
  if (!chosen) throw userError('CLASS_NOT_FOUND', '班级不存在')
  const status = classStatus(chosen, now)
  if (status === 'upcoming' || status === 'ongoing') return classId
  const [code, message] = CLASS_REFUSALS[status]
  throw userError(code, message)
}

/** The chosen exam session id (undefined when the goods has no sessions). */
export function checkSession(row: GoodsDetailRow, sessionId: number | undefined, now: Date): number | undefined {
  if (row.examSessions.length === 0) {
    if (sessionId !== undefined) throw userError('SESSION_NOT_FOUND', '该商品无需选择考试场次')
    return undefined
  }
  if (sessionId === undefined) throw userError('SESSION_REQUIRED', '请选择考试场次')
  const chosen = row.examSessions.find((s) => s.id === sessionId)
  if (!chosen) throw userError('SESSION_NOT_FOUND', '考试场次不存在')
  const status = sessionStatus({ status: chosen.status, startsAt: new Date(chosen.startsAt), seatsLeft: chosen.seatsLeft }, now)
  if (status === 'open') return sessionId
  const [code, message] = SESSION_REFUSALS[status]
  throw userError(code, message)
}

/**
 * The chosen class or exam session in words, for the checkout screen. A session's time is its China wall clock
 * (startsAt is an instant in UTC), and a part left blank (a session without a venue) leaves no separator behind.
 */
export function describeChoice(row: GoodsDetailRow, classId: number | undefined, sessionId: number | undefined): string {
  const chosenClass = row.classes.find((c) => c.id === classId)
  if (chosenClass) return joinParts([chosenClass.name, `${chosenClass.startDate} ~ ${chosenClass.endDate}`])
  const session = row.examSessions.find((s) => s.id === sessionId)
  if (session) return joinParts([session.city, chinaDateTime(session.startsAt), session.venueName])
  return ''
}

const joinParts = (parts: string[]) => parts.map((p) => p.trim()).filter(Boolean).join(' · ')
