import type { Messages } from '../types'
import type zhHans from '../zh-Hans/points'

export default {
  menu: 'Points'
} satisfies Messages<typeof zhHans>
