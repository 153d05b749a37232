import type { Messages } from '../types'
import type zhHans from '../zh-Hans/coupons'

export default {
  menu: 'Coupons'
} satisfies Messages<typeof zhHans>
