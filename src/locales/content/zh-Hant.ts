// Namespace `content` in Traditional Chinese.
// Home content pages: FAQ list and FAQ detail (subpackage pages/home).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const content: Translation<typeof zhHans> = {
  faq: {
    all: '全部',
    searchPlaceholder: '搜尋常見問題',
    empty: '暫無相關問題',
    emptyDesc: '換個分類或關鍵字看看',
    category: '分類：{name}',
    views: '{n}次瀏覽',
    updated: '更新於 {date}',
    shareTitle: '常見問題：{question}',
    more: '沒有解決您的問題？聯絡客服 ›'
  }
}

export default content
