// Server times are UTC instants; the app writes them on China time whatever zone the phone is set to.
import { clockText, dateText, dateTimeText } from '@/shared/time'

describe('time text', () => {
  it('writes a UTC instant as Beijing time, crossing midnight where Beijing does', () => {
    expect(dateTimeText('2026-11-22T01:35:00.000Z')).toBe('2026-11-22 09:35')
    expect(clockText('2026-11-22T01:35:00.000Z')).toBe('09:35')
    expect(dateText('2026-12-31T16:30:00Z')).toBe('2027-01-01')
    expect(dateTimeText('2026-03-01T08:00:00+08:00')).toBe('2026-03-01 08:00')
  })

  it('shows a dash for no time and the raw text for something that is not one', () => {
    expect(dateTimeText(null)).toBe('—')
    expect(dateText(undefined)).toBe('—')
    expect(clockText('soon')).toBe('soon')
  })
})
