// The pay result page's banner: what happened, what to do next, and while unpaid the time left to pay. Once paid it
// shows the amount, the method and the next step (view the order, go to my classes). Reads the order once and
// again whenever the polled status changes, so the amount and method are the server's.
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { OrderStatus } from '@contract/commerce/constants'
import { t } from '@/shared/i18n'
import { redirectToPage } from '@/shared/navigation'
import { price } from '@/shared/money'
import { useRemote } from '@/shared/use-remote'
import { getOrder } from '../api'
import { paymentMethodText } from '../order-labels'
import './pay-status-banner.scss'

/** mm:ss until the deadline, ticking each second; null once it has passed. */
function useTimeLeft(deadline: string | undefined): string | null {
  const [now, setNow] = useState(Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  if (!deadline) return null
  const left = Math.floor((Date.parse(deadline) - now) / 1000)
  if (left <= 0) return null
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`
}

export function PayStatusBanner({ id, status }: { id: number; status: OrderStatus | null }) {
  const remote = useRemote(() => getOrder(id), [id, status])
  const order = remote.data
  const timeLeft = useTimeLeft(order?.status === 'unpaid' ? order.payDeadline : undefined)
  if (!order) return null
  if (status === 'paid' || status === 'refunding' || status === 'refunded') {
    // A class order's next step is the class itself: 我的班级 lists it with its dates.
    const joinedClass = status === 'paid' && order.schedule?.kind === 'class' ? order.schedule.name : null
    return (
      <View className='pay-banner pay-banner--paid' data-testid='pay-banner' data-state='paid'>
        <Text className='pay-banner__amount' data-testid='paid-amount'>{price(order.amountDueFen)}</Text>
        <Text className='pay-banner__line'>{t('common.labelled', { label: t('order.fields.method'), value: paymentMethodText(order) })}</Text>
        {order.transactionId && (
          <Text className='pay-banner__line' data-testid='paid-transaction'>{t('common.labelled', { label: t('order.pay.transactionNo'), value: order.transactionId })}</Text>
        )}
        {joinedClass ? (
          <>
            <Text className='pay-banner__next'>{t('order.pay.nextClass', { name: joinedClass })}</Text>
            <Button type='primary' fill='outline' block data-testid='go-my-classes' onClick={() => redirectToPage('pages/course/classList')}>
              {t('order.pay.myClasses')}
            </Button>
          </>
        ) : (
          <Text className='pay-banner__next'>{t(order.goods.kind === 'exam' ? 'order.pay.nextPaidExam' : 'order.pay.nextPaid')}</Text>
        )}
      </View>
    )
  }
  if (status === 'closed') {
    return (
      <View className='pay-banner pay-banner--closed' data-testid='pay-banner' data-state='closed'>
        <Text className='pay-banner__next'>{t('order.pay.nextClosed')}</Text>
      </View>
    )
  }
  return (
    <View className='pay-banner' data-testid='pay-banner' data-state='unpaid'>
      <Text className='pay-banner__line'>{t('order.pay.nextChecking')}</Text>
      {timeLeft && <Text className='pay-banner__time' data-testid='time-left'>{t('order.pay.timeLeft', { time: timeLeft })}</Text>}
      {timeLeft && (
        <Button fill='outline' type='primary' block onClick={() => redirectToPage('pages/order/transform', { id })}>
          {t('order.pay.payAgain')}
        </Button>
      )}
    </View>
  )
}
