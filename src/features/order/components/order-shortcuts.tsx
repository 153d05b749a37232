// The order shortcuts on the mine tab: a tap opens the order list on that status; unpaid and refunding orders carry
// a badge with their count (the two states that ask the learner to act or to wait). Texts are in the account
// namespace, loaded with the main package, so the tab does not pull the whole order namespace in.
import { Text, View } from '@tarojs/components'
import { Order, Refund, ToPay, Wallet } from '@nutui/icons-react-taro'
import { observer } from 'mobx-react'
import type { OrderCounts } from '@contract/commerce/schemas'
import type { OrderStatus } from '@contract/commerce/constants'
import { t } from '@/shared/i18n'
import './order-shortcuts.scss'

const SHORTCUTS = ['unpaid', 'paid', 'refunding', 'refunded'] as const satisfies readonly OrderStatus[]
const BADGED: readonly OrderStatus[] = ['unpaid', 'refunding']

// Drawn icons (the same set as the rest of the app), not text symbols; four small SVGs in the main package.
const ICONS: Record<(typeof SHORTCUTS)[number], typeof ToPay> = { unpaid: ToPay, paid: Order, refunding: Refund, refunded: Wallet }
const ICON_COLOR = '#067a25' // the theme's text green ($green-text): the bright green is too light at this size

interface Props {
  counts?: OrderCounts
  onOpen: (status?: OrderStatus) => void
}

function OrderShortcutsImpl({ counts, onOpen }: Props) {
  return (
    <View className='order-shortcuts' data-testid='order-shortcuts'>
      <View className='order-shortcuts__head' onClick={() => onOpen()}>
        <Text className='order-shortcuts__title'>{t('account.mine.entries.orders')}</Text>
        <Text className='order-shortcuts__all'>{t('account.mine.orderShortcuts.all')} ›</Text>
      </View>
      <View className='order-shortcuts__row'>
        {SHORTCUTS.map((status) => {
          const n = BADGED.includes(status) ? counts?.[status] ?? 0 : 0
          const Icon = ICONS[status]
          return (
            <View key={status} className='order-shortcuts__item' data-testid={`order-shortcut-${status}`} onClick={() => onOpen(status)}>
              <View className='order-shortcuts__icon' aria-hidden>
                <Icon size={20} color={ICON_COLOR} />
                {n > 0 && <Text className='order-shortcuts__badge' data-testid={`order-badge-${status}`}>{n > 99 ? '99+' : n}</Text>}
              </View>
              <Text className='order-shortcuts__label'>{t(`account.mine.orderShortcuts.${status}`)}</Text>
            </View>
          )
        })}
      </View>
    </View>
  )
}

export const OrderShortcuts = observer(OrderShortcutsImpl)
