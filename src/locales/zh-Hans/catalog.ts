// Namespace `catalog`: course tab, goods lists, search, goods detail, poster.
const catalog = {
  kinds: { all: '全部', course: '课程', exam: '考试', lecture: '讲座', bundle: '套餐' },
  allCities: '全部城市',
  searchPlaceholder: '搜索课程、考试、讲座',
  sold: '{n}人已购',
  empty: '暂无相关商品',
  emptyDesc: '换个分类或城市看看',
  classStatus: { upcoming: '即将开班', ongoing: '开课中', ended: '已结束', full: '已满员', off_sale: '已下架' },
  sessionStatus: { open: '可报名', closed: '报名截止', full: '已满员' },
  detail: {
    chooseClass: '请选择班级',
    chooseSession: '请选择考场',
    days: '{n}天',
    seatsLeft: '剩余{n}个名额',
    transfers: '可转班{n}次',
    bundleContents: '套餐内容',
    owned: '已拥有',
    bundleDeduction: '已拥有的内容将抵扣{amount}',
    audience: '适合人群',
    discounts: '优惠',
    description: '商品介绍',
    poster: '生成海报',
    buy: '立即购买',
    offSale: '已下架'
  },
  search: {
    history: '搜索历史',
    clear: '清空',
    submit: '搜索',
    noResult: '没有找到“{keyword}”相关的商品',
    hint: '输入课程、考试或讲座名称'
  }
}
export default catalog
