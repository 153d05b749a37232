// Namespace `search` in Traditional Chinese.
// The search page (pages/entry/searchDetail, main package): goods, news and FAQ together.
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const search: Translation<typeof zhHans> = {
  placeholder: '搜尋課程、資訊、常見問題',
  submit: '搜尋',
  history: '搜尋紀錄',
  clear: '清除',
  hot: '熱門搜尋',
  hint: '輸入關鍵字，搜尋課程、資訊和常見問題',
  tabs: { goods: '課程', news: '資訊', faq: '常見問題' },
  tabCount: '{name} {n}',
  noResult: '沒有找到與「{keyword}」相關的{kind}',
  noResultDesc: '換個關鍵字，或看看其他分類',
  clearKeyword: '清除搜尋'
}

export default search
