import { i18n } from '@/shared/i18n'
import { draftFromSelection, initialDraft, sameResult, wheelsFor, type PickerConfig } from '@/shared/picker/picker-columns'

const NOW = new Date(2024, 5, 15, 9, 7)
const labels = (config: PickerConfig, draft: ReturnType<typeof initialDraft>) =>
  wheelsFor(config, draft, NOW).columns.map((column) => column.map((o) => o.label))

beforeEach(() => i18n.setLocale('zh-Hans'))
afterAll(() => i18n.setLocale('zh-Hans'))

describe('selector', () => {
  const config: PickerConfig = { mode: 'selector', range: [{ id: 1, name: '初级' }, { id: 2, name: '中级' }], rangeKey: 'name' }

  it('opens on the given index, clamped into the range', () => {
    expect(initialDraft(config, 1)).toBe(1)
    expect(initialDraft(config, 7)).toBe(1)
    expect(initialDraft(config, undefined)).toBe(0)
    expect(initialDraft(config, '1')).toBe(1)
  })

  it('shows one column labelled by rangeKey with the index as value', () => {
    expect(wheelsFor(config, 1, NOW)).toEqual({ columns: [[{ value: 0, label: '初级' }, { value: 1, label: '中级' }]], selected: [1] })
  })

  it('turns a selection back into an index', () => {
    expect(draftFromSelection(config, [1])).toBe(1)
    expect(draftFromSelection(config, [null])).toBe(0)
  })
})

describe('multiSelector', () => {
  const config: PickerConfig = { mode: 'multiSelector', range: [['胸', '背'], ['哑铃', '杠铃', '器械']] }

  it('clamps each column index', () => {
    expect(initialDraft(config, [3, 9])).toEqual([1, 2])
    expect(draftFromSelection(config, [0, 2])).toEqual([0, 2])
    expect(wheelsFor(config, [1, 2], NOW).selected).toEqual([1, 2])
  })
})

describe('time', () => {
  const config: PickerConfig = { mode: 'time', start: '08:30', end: '21:00' }

  it('labels hours and minutes in the user language', () => {
    const [hours, minutes] = labels(config, '08:45')
    expect(hours[0]).toBe('08时')
    expect(minutes[0]).toBe('30分')
    i18n.setLocale('en')
    expect(labels(config, '08:45')[0][0]).toBe('08')
  })

  it('snaps a selection outside start/end to the bound', () => {
    expect(draftFromSelection(config, [8, 0])).toBe('08:30')
    expect(draftFromSelection(config, [21, 30])).toBe('21:00')
    expect(draftFromSelection(config, [12, 5])).toBe('12:05')
  })

  it('opens on the value snapped into range, or now', () => {
    expect(initialDraft(config, '06:00', NOW)).toBe('08:30')
    expect(initialDraft({ mode: 'time' }, undefined, NOW)).toBe('09:07')
  })
})

describe('date', () => {
  const config: PickerConfig = { mode: 'date', start: '2020-01-15', end: '2024-08-20' }

  it('pulls the day back when the month changes to a shorter one', () => {
    expect(draftFromSelection(config, [2023, 2, 31], NOW)).toBe('2023-02-28')
    expect(draftFromSelection(config, [2024, 2, 31], NOW)).toBe('2024-02-29')
  })

  it('snaps a selection after end back to end and before start to start', () => {
    expect(draftFromSelection(config, [2024, 12, 1], NOW)).toBe('2024-08-20')
    expect(draftFromSelection(config, [2020, 1, 1], NOW)).toBe('2020-01-15')
  })

  it('reshapes the day column for the month on show', () => {
    const wheels = wheelsFor({ mode: 'date' }, '2023-02-10', NOW)
    expect(wheels.columns[2]).toHaveLength(28)
    expect(wheels.selected).toEqual([2023, 2, 10])
    expect(wheels.columns[0][0]).toEqual({ value: 1874, label: '1874年' })
  })

  it('uses only year and month columns for fields month', () => {
    const monthly: PickerConfig = { mode: 'date', fields: 'month' }
    expect(initialDraft(monthly, '2024-03-18', NOW)).toBe('2024-03')
    const wheels = wheelsFor(monthly, '2024-03', NOW)
    expect(wheels.columns).toHaveLength(2)
    expect(wheels.selected).toEqual([2024, 3])
    expect(wheels.columns[1][2].label).toBe('03月')
    expect(draftFromSelection(monthly, [2025, 11], NOW)).toBe('2025-11')
  })

  it('opens on today when there is no value', () => {
    expect(initialDraft({ mode: 'date' }, undefined, NOW)).toBe('2024-06-15')
  })
})

describe('sameResult', () => {
  it('compares arrays by content and scalars by value', () => {
    expect(sameResult([1, 2], [1, 2])).toBe(true)
    expect(sameResult([1, 2], [1, 3])).toBe(false)
    expect(sameResult('09:00', '09:00')).toBe(true)
    expect(sameResult(undefined, 0)).toBe(false)
  })
})
