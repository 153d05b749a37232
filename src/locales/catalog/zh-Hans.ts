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
  emptyDesc: '换个分类或城市看看',
  search: {
    hot: '热门搜索',
    clearKeyword: '清空关键词',
    history: '搜索历史',
    clear: '清空',
    submit: '搜索',
    noResult: '没有找到“{keyword}”相关的商品',
    hint: '输入课程、考试或讲座名称'
  }
} as const

export default catalog
