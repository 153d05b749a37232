import type { Messages } from '../types'
import type zhHans from '../zh-Hans/agreements'

export default {
  menu: '協議',
  title: '協議管理',
  createTitle: '新增購買協議',
  editTitle: '編輯協議',
  detailTitle: '協議詳情',
  kinds: { user: '使用者協議', privacy: '隱私權政策', goods: '購買協議' },
  fields: { id: '編號', kind: '類型', slug: '識別碼', title: '協議標題', content: '協議內容', version: '版本', updatedAt: '更新時間' },
  versionLabel: '第 {{version}} 版',
  hints: {
    tags: '支援 h2–h4、p、ul/ol/li、strong、em、b、i、u、br、hr、blockquote（不帶屬性）；其他標籤會原樣顯示為文字',
    content: '儲存後產生新版本，App 立即顯示新內容；舊版本保留在版本紀錄中。',
    create: '新增的購買協議可在商品的「購買協議」中選擇。'
  },
  versions: { title: '版本紀錄', editor: '修改人', createdAt: '儲存時間', system: '系統初始', view: '檢視內容' },
  csvName: '協議'
} satisfies Messages<typeof zhHans>
