import type zhHans from '../zh-Hans/catalog'

const catalog: typeof zhHans = {
  kinds: { all: '全部', course: '課程', exam: '考試', lecture: '講座', bundle: '套餐' },
  allCities: '全部城市',
  searchPlaceholder: '搜尋課程、考試、講座',
  sold: '{n}人已購',
  empty: '暫無相關商品',
  emptyDesc: '換個分類或城市看看',
  classStatus: { upcoming: '即將開班', ongoing: '開課中', ended: '已結束', full: '已額滿', off_sale: '已下架' },
  sessionStatus: { open: '可報名', closed: '報名截止', full: '已額滿' },
  detail: {
    chooseClass: '請選擇班級',
    chooseSession: '請選擇考場',
    days: '{n}天',
    seatsLeft: '剩餘{n}個名額',
    transfers: '可轉班{n}次',
    bundleContents: '套餐內容',
    owned: '已擁有',
    bundleDeduction: '已擁有的內容將抵扣{amount}',
    audience: '適合人群',
    discounts: '優惠',
    description: '商品介紹',
    poster: '生成海報',
    buy: '立即購買',
    offSale: '已下架'
  },
  search: {
    history: '搜尋紀錄',
    clear: '清除',
    submit: '搜尋',
    noResult: '沒有找到「{keyword}」相關的商品',
    hint: '輸入課程、考試或講座名稱'
  }
}
export default catalog
