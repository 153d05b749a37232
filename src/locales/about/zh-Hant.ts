// Namespace `about` in Traditional Chinese.
import type { Translation } from '../translation'
import type source from './zh-Hans'

const about: Translation<typeof source> = {
  tab: {
    more: '了解更多',
    entries: { teachers: '講師團隊', stories: '學員故事', partners: '合作夥伴', news: '新聞動態', faq: '常見問題' },
    teachers: '明星講師',
    stories: '學員故事',
    partners: '合作夥伴',
    all: '全部',
    contact: '聯絡我們',
    phone: '客服電話',
    wechat: '客服微信',
    call: '撥打',
    copy: '複製',
    online: '線上客服',
    onlineDesc: '在微信內直接諮詢課程顧問',
    noContact: '客服聯絡方式暫未開通，可先查看常見問題'
  },
  teacher: {
    empty: '暫無講師',
    emptyDesc: '講師介紹即將上線',
    bio: '講師介紹',
    courses: '主講課程',
    noCourses: '暫無在售課程',
    goodsHeading: '授課講師',
    goodsError: '講師資訊載入失敗，點擊重試'
  },
  story: {
    empty: '暫無學員故事',
    emptyDesc: '更多學員故事正在整理中',
    views: '{n}次閱讀',
    course: '故事中的課程'
  },
  partner: {
    empty: '暫無合作夥伴',
    emptyDesc: '合作夥伴資訊即將上線',
    website: '官網',
    copy: '複製網址',
    listHeading: '合作夥伴',
    about: '合作介紹',
    expand: '展開全文',
    collapse: '收起'
  },
  share: {
    teacher: '{name}｜{title}',
    story: '學員故事：{title}',
    partner: '合作夥伴：{name}'
  }
}

export default about
