// The teacher's side: who sees the mine tab's staff section, the check-in code's countdown, the own-leave form's
// checks and the learner record's totals.
import { teachingMessages } from '@/locales/teaching'
import { STAFF_SECTIONS, visibleStaffSections } from '@/features/account/staff-sections'
import { codeLifetimeMs, liveCount, secondsUntil } from '@/features/teaching/rotating-code'
import { ownLeaveInput, ownLeaveProblems, type OwnLeaveDraft } from '@/features/teaching/own-leave-form'
import { attendanceTotals } from '@/features/teaching/student-record'
import { sessionPhase, sessionTimeText } from '@/features/teaching/session-text'
import { spacedCode } from '@/features/teaching/components/check-in-panel'
import { i18n, registerMessages } from '@/shared/i18n'
import type { SessionAttendance } from '@contract/classroom/teacher-shapes'

registerMessages(teachingMessages)
afterEach(() => i18n.setLocale('zh-Hans'))

describe('mine tab staff sections', () => {
  it('shows the teacher section only to teachers, with the built pages only', () => {
    expect(visibleStaffSections(['learner'])).toEqual([])
    expect(visibleStaffSections(undefined)).toEqual([])
    const [teacher] = visibleStaffSections(['learner', 'teacher'])
    expect(teacher.key).toBe('teacher')
    const routes = teacher.links.map((link) => link.route)
    expect(routes).toContain('pages/private/teacher/classArrange')
    expect(routes).toContain('pages/private/teacher/leaveAsk')
    // Every link it leaves out is one whose page is not built yet.
    const all = STAFF_SECTIONS[0].links.map((link) => link.route)
    expect(all.length).toBeGreaterThanOrEqual(routes.length)
  })
})

describe('check-in code', () => {
  it('lives from the server time to its expiry, whatever the phone clock says', () => {
    expect(codeLifetimeMs({ serverTime: '2026-11-27T05:00:10.000Z', expiresAt: '2026-11-27T05:00:30.000Z' })).toBe(20000)
    expect(codeLifetimeMs({ serverTime: '2026-11-27T05:00:40.000Z', expiresAt: '2026-11-27T05:00:30.000Z' })).toBe(0)
  })

  it('counts whole seconds down to zero', () => {
    expect(secondsUntil(10_000, 0)).toBe(10)
    expect(secondsUntil(10_000, 9_001)).toBe(1)
    expect(secondsUntil(10_000, 12_000)).toBe(0)
  })

  it('counts late learners as checked in', () => {
    const session = { present: 3, late: 1, expected: 10 } as SessionAttendance['session']
    expect(liveCount({ session, rows: [] })).toEqual({ checkedIn: 4, expected: 10 })
  })

  it('shows six digits in two groups of three', () => {
    expect(spacedCode('123456')).toBe('123 456')
  })
})

describe('sessions', () => {
  const session = { startsAt: '2026-11-28T01:00:00.000Z', endsAt: '2026-11-28T04:00:00.000Z', status: 'scheduled' as const }
  it('writes the time in China time', () => {
    expect(sessionTimeText(session, '2026')).toBe('11-28 09:00-12:00')
    expect(sessionTimeText(session, '2025')).toBe('2026-11-28 09:00-12:00')
  })

  it('knows whether check-in can still happen', () => {
    expect(sessionPhase(session, Date.parse('2026-11-28T00:00:00Z'))).toBe('upcoming')
    expect(sessionPhase(session, Date.parse('2026-11-28T02:00:00Z'))).toBe('ongoing')
    expect(sessionPhase(session, Date.parse('2026-11-28T04:00:00Z'))).toBe('ended')
    expect(sessionPhase({ ...session, status: 'cancelled' }, 0)).toBe('cancelled')
  })
})

describe('own leave form', () => {
  const now = new Date('2026-11-27T02:00:00Z')
  const draft: OwnLeaveDraft = { fromDate: '2026-11-30', fromTime: '09:00', toDate: '2026-11-30', toTime: '18:00', reason: '家中有事需要请假' }

  it('accepts a span in the future with a reason, sent as instants of China time', () => {
    expect(ownLeaveProblems(draft, now)).toEqual({})
    expect(ownLeaveInput(draft)).toEqual({ startsAt: '2026-11-30T01:00:00.000Z', endsAt: '2026-11-30T10:00:00.000Z', reason: '家中有事需要请假' })
  })

  it('says beside each field what is wrong, in the reader\'s language', () => {
    expect(ownLeaveProblems({ ...draft, fromDate: '' }, now).from).toBe('请选择时间')
    expect(ownLeaveProblems({ ...draft, toTime: '08:00' }, now).to).toBe('结束时间要晚于开始时间')
    expect(ownLeaveProblems({ ...draft, fromDate: '2026-11-26' }, now).from).toBe('开始时间不能早于现在')
    i18n.setLocale('en')
    expect(ownLeaveProblems({ ...draft, reason: ' 病 ' }, now).reason).toBe('Please write at least 5 characters')
  })
})

describe('learner record', () => {
  it('sums attendance, late as present, sessions to come left out', () => {
    expect(attendanceTotals([{ status: 'present' }, { status: 'late' }, { status: 'leave' }, { status: 'absent' }, { status: null }]))
      .toEqual({ present: 2, leave: 1, absent: 1 })
  })
})
