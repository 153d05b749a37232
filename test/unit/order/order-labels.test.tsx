// How an order's amount and goods line read: nothing called 应付 on a closed order, no separator left hanging.
import { render } from '@testing-library/react'
import { catalogMessages } from '@/locales/catalog'
import { orderMessages } from '@/locales/order'
import { i18n, registerMessages } from '@/shared/i18n'
import { OrderGoods } from '@/features/order/components/order-goods'
import { amountDueLabel } from '@/features/order/order-labels'

registerMessages(orderMessages, catalogMessages)
beforeEach(() => i18n.setLocale('zh-Hans'))

describe('amountDueLabel', () => {
  it.each([
    ['unpaid', '应付金额'],
    ['paid', '实付金额'],
    ['refunded', '实付金额'],
    ['closed', '订单金额']
  ] as const)('labels a %s order\'s amount %s', (status, label) => {
    expect(amountDueLabel({ status })).toBe(label)
  })
})

describe('OrderGoods', () => {
  const goods = { kind: 'exam' as const, title: '急救证书考试', cover: '' }

  it('leaves no separator after a blank part of the session', () => {
    const { container } = render(<OrderGoods goods={goods} detail='北京 · 2026-03-10 09:00 · ' />)
    const parts = [...container.querySelectorAll('.order-goods__part')].map((el) => el.textContent)
    expect(parts).toEqual(['考试', '北京', '2026-03-10 09:00'])
  })
})
