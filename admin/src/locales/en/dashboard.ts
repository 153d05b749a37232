import type { Messages } from '../types'
import type zhHans from '../zh-Hans/dashboard'

export default {
  menu: 'Dashboard'
} satisfies Messages<typeof zhHans>
