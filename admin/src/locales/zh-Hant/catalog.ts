import type { Messages } from '../types'
import type zhHans from '../zh-Hans/catalog'

export default {
  menu: '商品與班級'
} satisfies Messages<typeof zhHans>
