// Namespace `home` in Traditional Chinese.
// The home tab and what it leads to: banners, notices (最新公告), the entry grid, news (新闻动态).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const home: Translation<typeof zhHans> = {
  sections: { goods: '熱門課程', news: '新聞動態', stories: '學員故事', more: '更多' },
  grid: { courses: '課程', exams: '考試', calculators: '計算器', assistant: 'AI助手', faq: '常見問題' },
  banner: { slide: '第{n}張，共{total}張' },
  empty: '內容正在準備中',
  emptyDesc: '稍後下拉重新整理看看',
  notices: {
    label: '公告',
    unread: '未讀',
    empty: '暫無公告',
    emptyDesc: '學院發布的通知會顯示在這裡',
    published: '發布於 {date}',
    shareTitle: '最新公告：{title}'
  },
  news: {
    all: '全部',
    categories: { academy: '學院動態', industry: '產業資訊', event: '活動報導' },
    empty: '暫無新聞',
    emptyDesc: '換個分類看看',
    views: '{n}次閱讀',
    source: '來源：{source}',
    shareTitle: '新聞動態：{title}',
    more: '查看更多新聞動態'
  },
  stories: { learner: '學員 {name}' }
}

export default home
