import type { Messages } from '../types'
import type zhHans from '../zh-Hans/coupons'

export default {
  menu: '優惠券'
} satisfies Messages<typeof zhHans>
