// How a points ledger row reads: the reason in the user's language, the signed change and its colour.
import { POINTS_REASONS } from '@contract/commerce-constants'
import { i18n } from '@/shared/i18n'
import { pointsChangeText, pointsChangeTone, pointsReasonLabel, pointsTimeText } from '@/features/points/points-format'
import { registerMessages } from '@/shared/i18n'
import { pointsMessages } from '@/locales/points'

// As the pages showing these texts do (see shared/i18n.ts).
registerMessages(pointsMessages)

afterEach(() => i18n.setLocale('zh-Hans'))

describe('points reason labels', () => {
  it('names every reason of the contract in Chinese', () => {
    i18n.setLocale('zh-Hans')
    expect(POINTS_REASONS.map(pointsReasonLabel)).toEqual(['人工调整', '购买获得', '退款', '下单抵扣'])
  })

  it('follows the chosen language', () => {
    i18n.setLocale('en')
    expect(pointsReasonLabel('manual')).toBe('Manual adjustment')
    expect(pointsReasonLabel('redemption')).toBe('Redeemed at checkout')
    i18n.setLocale('zh-Hant')
    expect(pointsReasonLabel('purchase')).toBe('購買獲得')
  })

  it('has a label for every reason in every language (none falls back to the key)', () => {
    for (const locale of ['zh-Hans', 'zh-Hant', 'en'] as const) {
      i18n.setLocale(locale)
      for (const reason of POINTS_REASONS) expect(pointsReasonLabel(reason)).not.toContain('points.')
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
