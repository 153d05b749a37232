import type { Messages } from '../types'
import type zhHans from '../zh-Hans/orders'

export default {
  menu: '訂單與售後'
} satisfies Messages<typeof zhHans>
