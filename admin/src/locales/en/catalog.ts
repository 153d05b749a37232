import type { Messages } from '../types'
import type zhHans from '../zh-Hans/catalog'

export default {
  menu: 'Catalog'
} satisfies Messages<typeof zhHans>
