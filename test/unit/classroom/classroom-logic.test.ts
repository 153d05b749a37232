// The classroom's pure rules: China weeks of the timetable, when leave may be asked, what a session row says, the
// typed check-in code, WeChat's subscription answer, the venue's static map and distance.
import type { ClassSession } from '@contract/classroom/shapes'
import { classroomMessages } from '@/locales/classroom'
import { i18n, registerMessages, t } from '@/shared/i18n'
import { canAskLeave, learnerMarkKey, learnerMarkTone } from '@/features/classroom/session-state'
import { listWindow, mondayOf, sessionTimeParts, sessionsByDate, weekDates, weekdayOf } from '@/features/classroom/timetable'
import { cleanTypedCode } from '@/features/classroom/scan'
import { acceptedTemplates } from '@/features/classroom/subscribe'
import { distanceMetres } from '@/features/classroom/use-current-location'
import { MAP_SCALE, staticMapUrl } from '@/features/classroom/components/venue-map'

registerMessages(classroomMessages)
afterEach(() => i18n.setLocale('zh-Hans'))

const session = (over: Partial<ClassSession>): ClassSession => ({
  id: 1, classId: 1, className: '一班', title: '第一节', startsAt: '2026-12-05T01:00:00.000Z', endsAt: '2026-12-05T04:00:00.000Z',
  status: 'scheduled', moved: false, teacher: null, venue: null, myAttendance: null, myLeave: null, ...over
})

describe('timetable weeks (China dates)', () => {
  it('starts weeks on Monday, a Sunday belonging to the week before it', () => {
    expect(weekdayOf('2026-11-30')).toBe(1)
    expect(weekdayOf('2026-12-06')).toBe(7)
    expect(mondayOf('2026-12-06')).toBe('2026-11-30')
    expect(mondayOf('2026-11-30')).toBe('2026-11-30')
    expect(weekDates('2026-12-28')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03'])
  })

  it('files a session under the China day it starts on, in start order', () => {
    const late = session({ id: 2, startsAt: '2026-12-05T16:30:00.000Z', endsAt: '2026-12-05T17:30:00.000Z' })
    const early = session({ id: 3, startsAt: '2026-12-05T00:30:00.000Z' })
    const days = sessionsByDate([late, session({}), early])
    expect([...days.keys()]).toEqual(['2026-12-05', '2026-12-06'])
    expect(days.get('2026-12-05')?.map((s) => s.id)).toEqual([3, 1])
    expect(sessionTimeParts(late)).toEqual({ date: '2026-12-06', start: '00:30', end: '01:30' })
  })

  it('lists 62 days from today', () => {
    expect(listWindow('2026-12-01')).toEqual({ from: '2026-12-01', to: '2027-01-31' })
  })
})

describe('a session row for the learner', () => {
  const before = Date.parse('2026-12-04T00:00:00.000Z')
  it('offers leave only before a scheduled session without attendance or a live request', () => {
    expect(canAskLeave(session({}), before)).toBe(true)
    expect(canAskLeave(session({ myLeave: 'rejected' }), before)).toBe(true)
    expect(canAskLeave(session({ myLeave: 'pending' }), before)).toBe(false)
    expect(canAskLeave(session({ myLeave: 'approved' }), before)).toBe(false)
    expect(canAskLeave(session({ status: 'cancelled' }), before)).toBe(false)
    expect(canAskLeave(session({}), Date.parse('2026-12-05T02:00:00.000Z'))).toBe(false)
  })

  it('says attendance first, then a leave request', () => {
    expect(learnerMarkKey(session({ myAttendance: 'late', myLeave: 'approved' }))).toBe('classroom.session.attendance.late')
    expect(learnerMarkKey(session({ myLeave: 'pending' }))).toBe('classroom.leave.status.pending')
    expect(learnerMarkKey(session({ myLeave: 'withdrawn' }))).toBeNull()
    i18n.setLocale('en')
    expect(t(learnerMarkKey(session({ myAttendance: 'present' }))!)).toBe('Checked in')
  })

  it('colours late apart from checked in (amber, not green) and absent or refused leave red', () => {
    expect(learnerMarkTone(session({ myAttendance: 'late', myLeave: 'approved' }))).toBe('late')
    expect(learnerMarkTone(session({ myAttendance: 'present' }))).toBe('good')
    expect(learnerMarkTone(session({ myAttendance: 'absent' }))).toBe('bad')
    expect(learnerMarkTone(session({ myLeave: 'rejected' }))).toBe('bad')
    expect(learnerMarkTone(session({ myLeave: 'pending' }))).toBe('neutral')
  })
})

describe('check-in and reminders', () => {
  it('keeps six digits of what was typed', () => {
    expect(cleanTypedCode(' 12 34-567 8')).toBe('123456')
    expect(cleanTypedCode('abc')).toBe('')
  })

  it('counts only the templates WeChat answered accept for', () => {
    expect(acceptedTemplates(['a', 'b', 'c'], { a: 'accept', b: 'reject', c: 'ban', errMsg: 'requestSubscribeMessage:ok' })).toEqual(['a'])
  })
})

describe('the venue', () => {
  it('draws the static map at the default scale with a green marker and the key', () => {
    const url = staticMapUrl({ latitude: 31.2304, longitude: 121.4737 }, 'KEY-1')
    expect(MAP_SCALE).toEqual({ min: 5, max: 18, initial: 16 })
    expect(url).toContain('center=31.2304,121.4737')
    expect(url).toContain('zoom=16')
    expect(url).toContain('color:0x0DBC3B|31.2304,121.4737')
    expect(url).toMatch(/key=KEY-1$/)
  })

  it('measures straight-line distance in metres', () => {
    expect(distanceMetres({ latitude: 31.2304, longitude: 121.4737 }, { latitude: 31.2304, longitude: 121.4737 })).toBe(0)
    const d = distanceMetres({ latitude: 31.2304, longitude: 121.4737 }, { latitude: 31.2394, longitude: 121.4737 })
    expect(d).toBeGreaterThan(990)
    expect(d).toBeLessThan(1010)
  })
})
