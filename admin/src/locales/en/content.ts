import type { Messages } from '../types'
import type zhHans from '../zh-Hans/content'

export default {
  menu: 'Content'
} satisfies Messages<typeof zhHans>
