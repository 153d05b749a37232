import type { Refund } from '@contract/commerce/schemas'
import { refundSteps, timeLeft } from '@/features/order/order-progress'

describe('time left to pay', () => {
  const deadline = '2026-11-24T10:30:00.000Z'
  const at = (iso: string) => Date.parse(iso)

  it('counts minutes and seconds, rounding a part-second up', () => {
    expect(timeLeft(deadline, at('2026-11-24T10:15:00.000Z'))).toEqual({ m: 15, s: 0 })
    expect(timeLeft(deadline, at('2026-11-24T10:29:58.500Z'))).toEqual({ m: 0, s: 2 })
  })

  it('is null at and after the deadline, and for a deadline it cannot read', () => {
    expect(timeLeft(deadline, at(deadline))).toBeNull()
    expect(timeLeft(deadline, at('2026-11-24T11:00:00.000Z'))).toBeNull()
    expect(timeLeft('not a date', 0)).toBeNull()
  })
})

describe('refund steps', () => {
  const refund = (over: Partial<Refund>) => ({ status: 'pending', submittedAt: 'S', reviewedAt: null, paidAt: null, ...over }) as Refund
  const states = (r: Refund) => refundSteps(r).map((s) => `${s.key}:${s.state}:${s.time ?? '-'}`)

  it('waits for finance while pending', () => {
    expect(states(refund({}))).toEqual(['submitted:done:S', 'reviewed:current:-', 'paid:waiting:-'])
  })

  it('waits for the money once reviewed (approved by finance or paying)', () => {
    expect(states(refund({ status: 'finance_approved', reviewedAt: 'R' }))).toEqual(['submitted:done:S', 'reviewed:done:R', 'paid:current:-'])
    expect(states(refund({ status: 'paying', reviewedAt: 'R' }))).toEqual(['submitted:done:S', 'reviewed:done:R', 'paid:current:-'])
  })

  it('is complete when the money is back', () => {
    expect(states(refund({ status: 'approved', reviewedAt: 'R', paidAt: 'P' }))).toEqual(['submitted:done:S', 'reviewed:done:R', 'paid:done:P'])
  })

  it('marks the review as failed when rejected', () => {
    expect(states(refund({ status: 'rejected', reviewedAt: 'R' }))).toEqual(['submitted:done:S', 'reviewed:failed:R', 'paid:waiting:-'])
  })
})
