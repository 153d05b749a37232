// Namespace `catalog` in Simplified Chinese, the source shape.
// Course tab, goods lists and search (main package).
const catalog = {
  /** One goods' kind (a chip, "Type: Course"); `kinds` are the list tabs. */
  kind: { course: '课程', exam: '考试', lecture: '讲座', bundle: '套餐' },
  kinds: { all: '全部', course: '课程', exam: '考试', lecture: '讲座', bundle: '套餐' },
  allCities: '全部城市',
  searchPlaceholder: '搜索课程、考试、讲座',
  sold: '{n}人已购',
  empty: '暂无相关商品',
  emptyDesc: '换个分类或城市看看'
} as const

export default catalog
