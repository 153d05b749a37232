// The banner at the top of an order: what happened, what happens next and, while unpaid, the time left to pay
// (counting down; when it runs out the page asks the server again, which closes the order).
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { Order } from '@contract/commerce/schemas'
import { t } from '@/shared/i18n'
import { timeLeft } from '../order-progress'
import './order-status-banner.scss'

function useTimeLeft(deadline: string, active: boolean, onExpired: () => void) {
  const [now, setNow] = useState(() => Date.now())
  const left = active ? timeLeft(deadline, now) : null
  useEffect(() => {
    if (!active) return undefined
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [active])
  const expired = active && left === null
  useEffect(() => { if (expired) onExpired() }, [expired]) // eslint-disable-line react-hooks/exhaustive-deps
  return left
}

function OrderStatusBannerImpl({ order, onExpired }: { order: Order; onExpired: () => void }) {
  const left = useTimeLeft(order.payDeadline, order.status === 'unpaid', onExpired)
  return (
    <View className={`order-banner order-banner--${order.status}`} data-testid='order-banner'>
      <View className='order-banner__head'>
        <Text className='order-banner__title'>{t(`order.banner.${order.status}.title`)}</Text>
        {left && (
          <Text className='order-banner__left' data-testid='order-time-left'>
            {t('order.detail.timeLeft', { time: t('order.detail.minutes', { m: left.m, s: String(left.s).padStart(2, '0') }) })}
          </Text>
        )}
      </View>
      <Text className='order-banner__next'>
        {order.status === 'paid' && order.goods.kind === 'exam' ? t('order.banner.paidExam.next') : t(`order.banner.${order.status}.next`)}
      </Text>
    </View>
  )
}

export const OrderStatusBanner = observer(OrderStatusBannerImpl)
