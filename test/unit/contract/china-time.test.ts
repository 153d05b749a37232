import {
  addChinaDays, chinaClock, chinaDate, chinaDateTime, chinaEndOfDay, chinaMidnight, chinaRfc3339, chinaTimestamp,
  daysBetween, fromChinaWallClock
} from '@contract/china-time'

// 2026-03-01 01:30 in China is still 2026-02-28 in UTC: the case a UTC host gets wrong with local-zone formatting.
const lateUtcEvening = new Date('2026-02-28T17:30:05.000Z')

describe('China time', () => {
  it('formats the China wall clock whatever the zone of the process', () => {
    expect(chinaDate(lateUtcEvening)).toBe('2026-03-01')
    expect(chinaClock(lateUtcEvening)).toBe('01:30')
    expect(chinaDateTime(lateUtcEvening)).toBe('2026-03-01 01:30')
    expect(chinaTimestamp(lateUtcEvening)).toBe('2026-03-01 01:30:05')
    expect(chinaRfc3339(lateUtcEvening)).toBe('2026-03-01T01:30:05+08:00')
  })

  it('accepts an ISO string or epoch milliseconds as well as a Date', () => {
    expect(chinaDateTime('2026-02-28T17:30:05.000Z')).toBe('2026-03-01 01:30')
    expect(chinaDateTime(lateUtcEvening.getTime())).toBe('2026-03-01 01:30')
  })

  it('reads a China wall-clock time back as the same instant', () => {
    expect(fromChinaWallClock('2026-03-01 01:30:05').toISOString()).toBe(lateUtcEvening.toISOString())
  })

  it('gives the first and last instant of a China calendar day', () => {
    expect(chinaMidnight('2026-03-01').toISOString()).toBe('2026-02-28T16:00:00.000Z')
    expect(chinaEndOfDay('2026-03-01').toISOString()).toBe('2026-03-01T15:59:59.999Z')
  })

  it('counts calendar days across month ends', () => {
    expect(addChinaDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addChinaDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(daysBetween('2026-02-28', '2026-03-02')).toBe(2)
  })
})
