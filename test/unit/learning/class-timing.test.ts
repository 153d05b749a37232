// The lead line and the dates of a class card, in the three languages.
import { learningMessages } from '@/locales/learning'
import { classDatesText, classTimingText, shortDate } from '@/features/learning/class-timing'
import { i18n, registerMessages } from '@/shared/i18n'

registerMessages(learningMessages)
afterEach(() => i18n.setLocale('zh-Hans'))

const upcoming = (daysToStart: number) => ({ state: 'upcoming' as const, daysToStart, endDate: '2026-12-10' })

describe('classTimingText', () => {
  it('counts the days to the first day, saying tomorrow for one', () => {
    expect(classTimingText(upcoming(1))).toBe('明天开课')
    expect(classTimingText(upcoming(12))).toBe('距开课还有12天')
  })

  it('gives the last day of a running class and the day a class ended, short within the year', () => {
    expect(classTimingText({ state: 'ongoing', daysToStart: null, endDate: '2026-12-10' }, '2026')).toBe('正在上课，12-10结课')
    expect(classTimingText({ state: 'ended', daysToStart: null, endDate: '2025-03-02' }, '2026')).toBe('2025-03-02已结课')
  })

  it('follows the language', () => {
    i18n.setLocale('en')
    expect(classTimingText(upcoming(3))).toBe('Starts in 3 days')
    expect(classTimingText({ state: 'ended', daysToStart: null, endDate: '2026-12-10' }, '2026')).toBe('Ended 12-10')
    i18n.setLocale('zh-Hant')
    expect(classTimingText(upcoming(1))).toBe('明天開課')
  })
})

describe('dates', () => {
  it('writes a range once per year, and one date for a one-day class', () => {
    expect(classDatesText({ startDate: '2026-12-01', endDate: '2026-12-10' })).toBe('2026-12-01 ~ 12-10')
    expect(classDatesText({ startDate: '2026-12-30', endDate: '2027-01-02' })).toBe('2026-12-30 ~ 2027-01-02')
    expect(classDatesText({ startDate: '2026-12-01', endDate: '2026-12-01' })).toBe('2026-12-01')
  })

  it('drops the year only for the given year', () => {
    expect(shortDate('2026-05-01', '2026')).toBe('05-01')
    expect(shortDate('2027-05-01', '2026')).toBe('2027-05-01')
  })
})
