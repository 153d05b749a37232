import type { Messages } from '../types'
import type zhHans from '../zh-Hans/orders'

export default {
  menu: 'Orders'
} satisfies Messages<typeof zhHans>
