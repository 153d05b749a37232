// Namespace `common` in Traditional Chinese.
// The shared pieces in src/shared: toasts, validators, picker, list footers, pull-to-refresh (main package).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const common: Translation<typeof zhHans> = {
  action: {
    confirm: '確認',
    cancel: '取消',
    retry: '重試'
  },
  toast: {
    copySuccess: '複製成功！',
    copyFail: '複製失敗！',
    serverError: '伺服器出了一些問題~'
  },
  validate: {
    invalid: '{field}輸入有誤',
    phone: '手機號碼',
    email: '電子郵件'
  },
  picker: {
    title: '請選擇',
    confirm: '確定',
    cancel: '取消',
    year: '{n}年',
    month: '{n}月',
    day: '{n}日',
    hour: '{n}時',
    minute: '{n}分'
  },
  loadMore: {
    loading: '載入中...',
    more: '上拉載入更多',
    done: '已全部載入',
    error: '載入失敗，點擊重試'
  },
  invalidLink: {
    title: '連結無效',
    description: '這個頁面需要完整的連結，請從列表重新進入',
    home: '返回首頁'
  },
  /** A label and its value on one line, with the colon of the language (full-width in Chinese). */
  labelled: '{label}：{value}',
  remote: {
    error: '載入失敗，請稍後重試'
  },
  permission: {
    title: '需要授權',
    address: '匯入微信地址需要通訊地址權限，請在設定中開啟後再試。',
    album: '保存海報需要相簿權限，請在設定中開啟「添加到相簿」後再試。',
    openSettings: '去設定'
  },
  empty: {
    title: '暫無資料',
    /** Calls to action of empty states: to the course tab, to add the first item. */
    browse: '去逛逛',
    add: '去新增'
  },
  pageLoading: {
    text: '載入中...'
  },
  pullRefresh: {
    pulling: '下拉重新整理',
    reached: '釋放立即重新整理',
    refreshing: '正在重新整理...',
    restoring: '重新整理完成'
  }
}

export default common
