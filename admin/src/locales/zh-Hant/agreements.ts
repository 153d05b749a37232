import type { Messages } from '../types'
import type zhHans from '../zh-Hans/agreements'

export default {
  menu: '協議'
} satisfies Messages<typeof zhHans>
