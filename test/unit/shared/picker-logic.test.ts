import {
  POPUP_FORM_MIN_PX, YEAR_SPAN, clampDate, clampIndex, clampTime, dateColumns, dateRange, daysInMonth, formatDate,
  formatTime, isLeapYear, multiSelectorIndexes, normalizeDate, parseDate, parseTime, rangeLabel, resolveDate,
  resolveTime, selectorLabels, timeColumns, timeRange, usePopupForm
} from '@/shared/picker/picker-logic'

const NOW = new Date(2024, 5, 15, 9, 7) // 2024-06-15 09:07 local

describe('clampIndex', () => {
  it('keeps an index inside 0..length-1', () => {
    expect(clampIndex(2, 5)).toBe(2)
    expect(clampIndex(-3, 5)).toBe(0)
    expect(clampIndex(9, 5)).toBe(4)
  })

  it('truncates fractions and turns NaN or Infinity into a valid index', () => {
    expect(clampIndex(2.9, 5)).toBe(2)
    expect(clampIndex(Number.NaN, 5)).toBe(0)
    expect(clampIndex(Number.POSITIVE_INFINITY, 5)).toBe(0)
  })

  it('answers 0 for an empty list', () => {
    expect(clampIndex(3, 0)).toBe(0)
  })
})

describe('usePopupForm', () => {
  it('chooses the popup form only when the screen is at least 500 px wide and tall', () => {
    expect(POPUP_FORM_MIN_PX).toBe(500)
    expect(usePopupForm(500, 500)).toBe(true)
    expect(usePopupForm(1280, 800)).toBe(true)
  })

  it('chooses the bottom sheet on phones and on short or narrow screens', () => {
    expect(usePopupForm(375, 812)).toBe(false)
    expect(usePopupForm(812, 375)).toBe(false)
    expect(usePopupForm(499, 900)).toBe(false)
  })
})

describe('selector helpers', () => {
  it('labels plain items by themselves and objects by rangeKey', () => {
    expect(selectorLabels(['男', '女'])).toEqual(['男', '女'])
    expect(selectorLabels([{ id: 1, name: '北京' }, { id: 2, name: '上海' }], 'name')).toEqual(['北京', '上海'])
    expect(rangeLabel(42)).toBe('42')
  })

  it('shows an empty label for objects without the rangeKey', () => {
    expect(rangeLabel({ id: 1 }, 'name')).toBe('')
    expect(rangeLabel({ id: 1 })).toBe('')
  })

  it('clamps each multiSelector column index and fills missing ones with 0', () => {
    const range = [['a', 'b'], ['x', 'y', 'z'], ['only']]
    expect(multiSelectorIndexes([5, -1], range)).toEqual([1, 0, 0])
    expect(multiSelectorIndexes(undefined, range)).toEqual([0, 0, 0])
  })
})

describe('time', () => {
  it('parses and formats HH:mm', () => {
    expect(parseTime('9:05')).toEqual({ hour: 9, minute: 5 })
    expect(formatTime({ hour: 9, minute: 5 })).toBe('09:05')
  })

  it('keeps parts inside 00:00-23:59', () => {
    expect(formatTime(parseTime('24:60')!)).toBe('23:59')
    expect(parseTime('nine')).toBeUndefined()
  })

  it('defaults the range to the whole day and swaps a reversed one', () => {
    expect(timeRange()).toEqual({ start: { hour: 0, minute: 0 }, end: { hour: 23, minute: 59 } })
    expect(timeRange('18:00', '08:30')).toEqual({ start: { hour: 8, minute: 30 }, end: { hour: 18, minute: 0 } })
  })

  it('snaps a time outside start/end to the nearest bound', () => {
    const range = timeRange('08:30', '18:00')
    expect(formatTime(clampTime({ hour: 7, minute: 0 }, range))).toBe('08:30')
    expect(formatTime(clampTime({ hour: 20, minute: 0 }, range))).toBe('18:00')
    expect(formatTime(clampTime({ hour: 12, minute: 15 }, range))).toBe('12:15')
  })

  it('resolves a missing value to the current time', () => {
    expect(resolveTime(undefined, undefined, undefined, NOW)).toBe('09:07')
    expect(resolveTime('23:00', '08:00', '22:00', NOW)).toBe('22:00')
  })

  it('offers 24 hours and 60 minutes with no bounds', () => {
    const [hours, minutes] = timeColumns({ hour: 10, minute: 0 }, timeRange())
    expect(hours).toHaveLength(24)
    expect(hours[0]).toBe(0)
    expect(hours.at(-1)).toBe(23)
    expect(minutes).toHaveLength(60)
    expect(minutes.at(-1)).toBe(59)
  })

  it('cuts the minutes only in the bound hours', () => {
    const range = timeRange('08:30', '18:15')
    expect(timeColumns({ hour: 8, minute: 45 }, range)[1][0]).toBe(30)
    expect(timeColumns({ hour: 18, minute: 0 }, range)[1].at(-1)).toBe(15)
    expect(timeColumns({ hour: 12, minute: 0 }, range)[1]).toHaveLength(60)
    expect(timeColumns({ hour: 12, minute: 0 }, range)[0]).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18])
  })
})

describe('date', () => {
  it('knows leap years and month lengths', () => {
    expect(isLeapYear(2024)).toBe(true)
    expect(isLeapYear(1900)).toBe(false)
    expect(isLeapYear(2000)).toBe(true)
    expect(daysInMonth(2023, 2)).toBe(28)
    expect(daysInMonth(2024, 2)).toBe(29)
    expect(daysInMonth(2024, 4)).toBe(30)
    expect(daysInMonth(2024, 12)).toBe(31)
  })

  it('pulls a day beyond the month length back to the last day', () => {
    expect(formatDate(parseDate('2023-02-31')!)).toBe('2023-02-28')
    expect(formatDate(parseDate('2024-02-31')!)).toBe('2024-02-29')
    expect(formatDate(normalizeDate({ year: 2024, month: 4, day: 31 }))).toBe('2024-04-30')
  })

  it('keeps the month inside 1-12', () => {
    expect(formatDate(parseDate('2024-13-01')!)).toBe('2024-12-01')
    expect(formatDate(parseDate('2024-00-10')!)).toBe('2024-01-10')
  })

  it('reads year-only and year-month values and slashes', () => {
    expect(parseDate('2024')).toEqual({ year: 2024, month: 1, day: 1 })
    expect(parseDate('2024-07')).toEqual({ year: 2024, month: 7, day: 1 })
    expect(parseDate('2024/7/9')).toEqual({ year: 2024, month: 7, day: 9 })
    expect(parseDate('July 9')).toBeUndefined()
  })

  it('formats by fields granularity', () => {
    const d = { year: 2024, month: 7, day: 9 }
    expect(formatDate(d, 'year')).toBe('2024')
    expect(formatDate(d, 'month')).toBe('2024-07')
    expect(formatDate(d, 'day')).toBe('2024-07-09')
  })

  it('defaults the range to 150 years either side of the current year', () => {
    expect(YEAR_SPAN).toBe(150)
    expect(dateRange(undefined, undefined, NOW)).toEqual({
      start: { year: 1874, month: 1, day: 1 },
      end: { year: 2174, month: 12, day: 31 }
    })
  })

  it('snaps a date after end back to end', () => {
    const range = dateRange('2024-01-10', '2024-03-20', NOW)
    expect(formatDate(clampDate({ year: 2024, month: 5, day: 1 }, range))).toBe('2024-03-20')
  })

  it('snaps a date before start forward to start', () => {
    const range = dateRange('2024-01-10', '2024-03-20', NOW)
    expect(formatDate(clampDate({ year: 2023, month: 12, day: 31 }, range))).toBe('2024-01-10')
  })

  it('pulls the day back before comparing with the bounds', () => {
    const range = dateRange('2023-01-01', '2023-02-28', NOW)
    expect(formatDate(clampDate({ year: 2023, month: 2, day: 31 }, range))).toBe('2023-02-28')
  })

  it('resolves a missing value to today and formats it by fields', () => {
    expect(resolveDate(undefined, { now: NOW })).toBe('2024-06-15')
    expect(resolveDate('', { now: NOW, fields: 'month' })).toBe('2024-06')
    expect(resolveDate('2030-01-01', { end: '2025-12-31', fields: 'year', now: NOW })).toBe('2025')
  })

  it('offers only the columns the fields ask for', () => {
    const range = dateRange(undefined, undefined, NOW)
    const date = { year: 2024, month: 2, day: 1 }
    expect(dateColumns(date, range, 'year')).toHaveLength(1)
    expect(dateColumns(date, range, 'month')).toHaveLength(2)
    const [years, months, days] = dateColumns(date, range)
    expect(years).toHaveLength(301)
    expect(months).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(days).toHaveLength(29)
  })

  it('cuts months and days at the start and end bounds', () => {
    const range = dateRange('2023-11-20', '2024-02-10', NOW)
    expect(dateColumns({ year: 2023, month: 11, day: 25 }, range)).toEqual([
      [2023, 2024], [11, 12], [20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]
    ])
    const [, months, days] = dateColumns({ year: 2024, month: 2, day: 1 }, range)
    expect(months).toEqual([1, 2])
    expect(days).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })
})
