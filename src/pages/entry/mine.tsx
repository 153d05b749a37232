// Tab mine: who is signed in, the order shortcuts with counts, the account entries (only those whose
// pages exist) and, for staff, their roles' sections (features/account/staff-sections.ts).
import { useState } from 'react'
import { View } from '@tarojs/components'
import { Cell, CellGroup } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { useDidShow } from '@tarojs/taro'
import type { OrderCounts } from '@contract/commerce/schemas'
import type { OrderStatus } from '@contract/commerce/constants'
import { t } from '@/shared/i18n'
import { openLogin, openPage } from '@/shared/navigation'
import type { RoutePath } from '@/shared/routes'
import { session } from '@/shared/session'
import { applyLocaleToShell } from '@/shared/shell'
import { MineHeader } from '@/features/account/components/mine-header'
import { visibleEntries } from '@/features/account/mine-entries'
import { visibleStaffSections } from '@/features/account/staff-sections'
import { countOrders } from '@/features/order/api'
import { OrderShortcuts } from '@/features/order/components/order-shortcuts'
import { usePageTitle } from '@/shared/page-title'
import './mine.scss'

/** The signed-in learner's order counts, asked again each time the tab shows (they change on other pages). */
function useOrderCounts(): OrderCounts | undefined {
  const [counts, setCounts] = useState<OrderCounts>()
  useDidShow(() => {
    if (!session.isLoggedIn) return setCounts(undefined)
    countOrders().then(setCounts, () => setCounts(undefined))
  })
  return counts
}

function MinePage() {
  usePageTitle('mine')
  useDidShow(() => applyLocaleToShell())
  const counts = useOrderCounts()
  const open = (route: RoutePath) => (session.isLoggedIn ? openPage(route) : openLogin())
  const openOrders = (status?: OrderStatus) => (session.isLoggedIn ? openPage('pages/mine/orderList', status ? { status } : {}) : openLogin())
  return (
    <View className='mine-page'>
      <MineHeader />
      <OrderShortcuts counts={session.isLoggedIn ? counts : undefined} onOpen={openOrders} />
      <CellGroup className='mine-page__entries'>
        {visibleEntries(session.userInfo?.roles).filter((entry) => entry.key !== 'orders').map((entry) => (
          <Cell key={entry.key} title={t(`account.mine.entries.${entry.label}`)}
            clickable align='center' extra='›' onClick={() => open(entry.route)} />
        ))}
      </CellGroup>
      {session.isLoggedIn && visibleStaffSections(session.userInfo?.roles).map((section) => (
        <CellGroup key={section.key} className='mine-page__entries' title={t(`account.mine.staff.sections.${section.key}`)}
          data-testid={`mine-staff-${section.key}`}>
          {section.links.map((link) => (
            <Cell key={link.route} title={t(`account.mine.staff.links.${link.label}`)}
              clickable align='center' extra='›' onClick={() => open(link.route)} />
          ))}
        </CellGroup>
      ))}
    </View>
  )
}

export default observer(MinePage)
