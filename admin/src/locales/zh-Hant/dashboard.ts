import type { Messages } from '../types'
import type zhHans from '../zh-Hans/dashboard'

export default {
  menu: '數據看板'
} satisfies Messages<typeof zhHans>
