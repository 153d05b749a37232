// The order and refund state machines are data; these tests pin them to the spec (§4 refund approval) and check
// that the conditional UPDATEs refuse moves the tables do not have, also when called directly.
import { ORDER_STATUSES, REFUND_STATUSES } from '@contract/commerce/constants'
import { ORDER_TRANSITIONS, canMoveOrder } from '../../../server/src/contexts/commerce/order/transitions'
import { transitionOrder } from '../../../server/src/contexts/commerce/order/repo'
import { REFUND_TRANSITIONS, refundSourcesOf } from '../../../server/src/contexts/commerce/refund/transitions'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { caller } from '../helpers/api'
import { seedGoods } from '../helpers/commerce/fixtures'
import { orderRow, placeOrder } from '../helpers/commerce/shop'

describe('the order transition table', () => {
  it('has exactly these moves', () => {
    expect(ORDER_TRANSITIONS).toEqual({
      unpaid: ['paid', 'closed'],
      paid: ['refunding'],
      refunding: ['paid', 'refunded'],
      closed: [],
      refunded: []
    })
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort())
  })

  it('knows every other pair as refused', () => {
    const refused = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)).filter(
      ([from, to]) => !canMoveOrder(from, to)
    )
    expect(refused).toHaveLength(ORDER_STATUSES.length ** 2 - 5)
  })
})

describe('the refund transition table', () => {
  it('is product rules §4: pending → finance_approved → paying → approved, or rejected before the payout', () => {
    expect(REFUND_TRANSITIONS).toEqual({
      pending: ['finance_approved', 'rejected'],
      finance_approved: ['paying', 'rejected'],
      paying: ['approved'],
      approved: [],
      rejected: []
    })
    expect(Object.keys(REFUND_TRANSITIONS).sort()).toEqual([...REFUND_STATUSES].sort())
    expect(refundSourcesOf('rejected')).toEqual(['pending', 'finance_approved'])
    expect(refundSourcesOf('approved')).toEqual(['paying'])
    expect(refundSourcesOf('pending')).toEqual([])
  })
})

describe('transitionOrder', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('moves only from the status it names, and throws for a move the table lacks', async () => {
    const { token } = await t.createUser()
    const order = await placeOrder(caller(t), token, await seedGoods(t.db))
    expect(await transitionOrder(t.db, order.id, 'paid', 'refunding')).toBeUndefined() // it is unpaid
    expect((await orderRow(t, order.id)).status).toBe('unpaid')
    await expect(transitionOrder(t.db, order.id, 'unpaid', 'refunded')).rejects.toThrow(/not in ORDER_TRANSITIONS/)
    expect((await transitionOrder(t.db, order.id, 'unpaid', 'closed'))?.status).toBe('closed')
    expect(await transitionOrder(t.db, order.id, 'unpaid', 'closed')).toBeUndefined() // a retry changes nothing
  })
})
