import type { Messages } from '../types'
import type zhHans from '../zh-Hans/points'

export default {
  menu: '積分'
} satisfies Messages<typeof zhHans>
