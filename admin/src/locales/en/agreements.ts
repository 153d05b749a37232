import type { Messages } from '../types'
import type zhHans from '../zh-Hans/agreements'

export default {
  menu: 'Agreements'
} satisfies Messages<typeof zhHans>
