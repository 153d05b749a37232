// Namespace `catalog` in Traditional Chinese.
// Course tab, goods lists and search (main package).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const catalog: Translation<typeof zhHans> = {
  /** One goods' kind (a chip, "Type: Course"); `kinds` are the list tabs. */
  kind: { course: '課程', exam: '考試', lecture: '講座', bundle: '套餐' },
  kinds: { all: '全部', course: '課程', exam: '考試', lecture: '講座', bundle: '套餐' },
  allCities: '全部城市',
  searchPlaceholder: '搜尋課程、考試、講座',
  sold: '{n}人已購',
  empty: '暫無相關商品',
  emptyDesc: '換個分類或城市看看'
}

export default catalog
