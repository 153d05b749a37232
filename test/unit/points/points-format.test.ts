// How a points ledger row reads: the reason in the user's language, the signed change and its colour.
import { POINTS_ENTRY_KINDS } from '@contract/catalog/constants'
import { i18n } from '@/shared/i18n'
import { pointsChangeText, pointsChangeTone, pointsEntryLabel, pointsTimeText } from '@/features/points/points-format'
import { registerMessages } from '@/shared/i18n'
import { pointsMessages } from '@/locales/points'

// As the pages showing these texts do (see shared/i18n.ts).
registerMessages(pointsMessages)

afterEach(() => i18n.setLocale('zh-Hans'))

describe('points entry labels', () => {
  it('gives each kind of row its own label, so a closed order\'s points are not called 退款', () => {
    i18n.setLocale('zh-Hans')
    expect(POINTS_ENTRY_KINDS.map((kind) => pointsEntryLabel({ kind }))).toEqual([
      '购买获得', '下单抵扣', '人工调整', '订单关闭退回', '退款退回', '退款扣回'
    ])
    expect(new Set(POINTS_ENTRY_KINDS.map((kind) => pointsEntryLabel({ kind }))).size).toBe(POINTS_ENTRY_KINDS.length)
  })

  it('follows the chosen language', () => {
    i18n.setLocale('en')
    expect(pointsEntryLabel({ kind: 'adjusted' })).toBe('Manual adjustment')
    expect(pointsEntryLabel({ kind: 'returned_on_close' })).toBe('Returned: order closed')
    i18n.setLocale('zh-Hant')
    expect(pointsEntryLabel({ kind: 'earned' })).toBe('購買獲得')
  })

  it('has a distinct label for every kind in every language (none falls back to the key)', () => {
    for (const locale of ['zh-Hans', 'zh-Hant', 'en'] as const) {
      i18n.setLocale(locale)
      const labels = POINTS_ENTRY_KINDS.map((kind) => pointsEntryLabel({ kind }))
      for (const label of labels) expect(label).not.toContain('points.')
      expect(new Set(labels).size).toBe(labels.length)
    }
  })
})

describe('points change', () => {
  it('always writes the sign of a gain and of a spend', () => {
    expect(pointsChangeText(20)).toBe('+20')
    expect(pointsChangeText(-15)).toBe('-15')
    expect(pointsChangeText(0)).toBe('0')
  })

  it('colours gains and spending differently', () => {
    expect(pointsChangeTone(1)).toBe('gain')
    expect(pointsChangeTone(-1)).toBe('spend')
    expect(pointsChangeTone(0)).toBe('zero')
  })

  it('shows the time to the minute and leaves an unreadable one as sent', () => {
    expect(pointsTimeText('2026-03-05T08:09:10')).toBe('2026-03-05 08:09')
    expect(pointsTimeText('soon')).toBe('soon')
  })
})
