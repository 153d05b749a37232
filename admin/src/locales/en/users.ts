import type { Messages } from '../types'
import type zhHans from '../zh-Hans/users'

export default {
  menu: 'Users'
} satisfies Messages<typeof zhHans>
