import type { Messages } from '../types'
import type zhHans from '../zh-Hans/users'

export default {
  menu: '用戶'
} satisfies Messages<typeof zhHans>
