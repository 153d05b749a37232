// The status tabs of the order list: one strip that scrolls sideways when the tabs do not fit (six statuses in
// English, or with counts), with a fade on the right edge while more tabs lie beyond it, and each tab's count.
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { OrderCounts } from '@contract/commerce/schemas'
import { ORDER_STATUSES } from '@contract/commerce/constants'
import { t } from '@/shared/i18n'
import './order-tabs.scss'

export const ALL_ORDERS = 'all'
export type OrderTab = keyof OrderCounts
const TABS: readonly OrderTab[] = [ALL_ORDERS, ...ORDER_STATUSES]
/** States that ask something of the learner (pay, wait for the refund) get a red badge; the others a quiet count. */
const ALERTING: readonly OrderTab[] = ['unpaid', 'refunding']

interface Props {
  value: OrderTab
  counts?: OrderCounts
  onChange: (tab: OrderTab) => void
}

function OrderTabsImpl({ value, counts, onChange }: Props) {
  // The fade says "more to the right" until the strip has been scrolled to its end.
  const [atEnd, setAtEnd] = useState(false)
  // Read once: the strip spans the window, and a scroll event fires many times a second.
  const [windowWidth] = useState(() => Taro.getSystemInfoSync().windowWidth)
  // The first tab needs no scrolling on arrival; naming it anyway made Taro's H5 scroll-view scroll back to it 500 ms
  // after mount, even when a tab further right had been chosen in the meantime.
  const [chosen, setChosen] = useState(value !== ALL_ORDERS)
  const choose = (tab: OrderTab) => {
    setChosen(true)
    onChange(tab)
  }
  const onScroll = (e: { detail: { scrollLeft: number; scrollWidth: number } }) => {
    const { scrollLeft, scrollWidth } = e.detail
    setAtEnd(scrollLeft + windowWidth >= scrollWidth - 8)
  }
  return (
    <View className={`order-tabs ${atEnd ? 'is-at-end' : ''}`} data-testid='order-tabs'>
      <ScrollView scrollX enhanced showScrollbar={false} className='order-tabs__strip' scrollIntoView={chosen ? `order-tab-${value}` : undefined}
        scrollWithAnimation onScroll={onScroll}>
        {TABS.map((tab) => {
          const n = counts?.[tab] ?? 0
          return (
            <View key={tab} id={`order-tab-${tab}`} className={`order-tabs__tab ${tab === value ? 'is-active' : ''}`}
              data-testid={`order-tab-${tab}`} onClick={() => choose(tab)}>
              <Text>{t(`order.tabs.${tab}`)}</Text>
              {n > 0 && tab !== ALL_ORDERS && (
                <Text className={`order-tabs__count ${ALERTING.includes(tab) ? 'is-alert' : ''}`}>{n > 99 ? '99+' : n}</Text>
              )}
            </View>
          )
        })}
      </ScrollView>
    </View>
  )
}

export const OrderTabs = observer(OrderTabsImpl)
