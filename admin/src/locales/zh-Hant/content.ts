import type { Messages } from '../types'
import type zhHans from '../zh-Hans/content'

export default {
  menu: '內容'
} satisfies Messages<typeof zhHans>
