// The teacher's own leave request (添加请假申请) as typed: China dates and clock times, checked here so each
// problem shows beside its field; the server checks the same again.
import { fromChinaWallClock } from '@contract/china-time'
import { LEAVE_REASON_MAX } from '@contract/classroom/constants'
import type { OwnLeaveInput } from '@contract/classroom/teacher-shapes'
import { t } from '@/shared/i18n'

export const LEAVE_REASON_MIN = 5

export interface OwnLeaveDraft {
  fromDate: string
  fromTime: string
  toDate: string
  toTime: string
  reason: string
}

export type OwnLeaveProblems = Partial<Record<'from' | 'to' | 'reason', string>>

export const emptyOwnLeave = (): OwnLeaveDraft => ({ fromDate: '', fromTime: '09:00', toDate: '', toTime: '18:00', reason: '' })

const instant = (date: string, time: string) => fromChinaWallClock(`${date} ${time}`)

export function ownLeaveProblems(draft: OwnLeaveDraft, now: Date): OwnLeaveProblems {
  const problems: OwnLeaveProblems = {}
  if (!draft.fromDate || !draft.fromTime) problems.from = t('teaching.addLeave.missing')
  else if (instant(draft.fromDate, draft.fromTime) < now) problems.from = t('teaching.addLeave.past')
  if (!draft.toDate || !draft.toTime) problems.to = t('teaching.addLeave.missing')
  else if (!problems.from && instant(draft.toDate, draft.toTime) <= instant(draft.fromDate, draft.fromTime)) {
    problems.to = t('teaching.addLeave.endBeforeStart')
  }
  const reason = draft.reason.trim()
  if (reason.length < LEAVE_REASON_MIN || reason.length > LEAVE_REASON_MAX) problems.reason = t('teaching.addLeave.reasonShort')
  return problems
}

export function ownLeaveInput(draft: OwnLeaveDraft): OwnLeaveInput {
  return {
    startsAt: instant(draft.fromDate, draft.fromTime).toISOString(),
    endsAt: instant(draft.toDate, draft.toTime).toISOString(),
    reason: draft.reason.trim()
  }
}
