// Namespace `shell` in Traditional Chinese.
// Brand, tab bar, page loading, request layer (main package).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const shell: Translation<typeof zhHans> = {
  brand: { name: '綠動健身學院', short: '綠動' },
  tabs: { home: '首頁', course: '課程', train: '私教寶', about: '關於{short}', mine: '我的' },
  upload: { uploading: '正在上傳中...', videoTooLong: '影片不能超過{seconds}秒' },
  pageLoader: { loading: '載入中...', timeout: '網路連線逾時，請點擊螢幕重試' },
  entry: {
    homeEmpty: '首頁內容即將上線',
    homeEmptyDesc: '課程推薦、最新公告和講師團隊會在這裡展示',
    trainEmpty: '私教寶暫未開放',
    trainEmptyDesc: '訓練計劃、動作庫和訓練日誌會在這裡展示',
    aboutEmpty: '暫無介紹',
    aboutEmptyDesc: '公司介紹、合作夥伴和學員故事會在這裡展示'
  }
}

export default shell
