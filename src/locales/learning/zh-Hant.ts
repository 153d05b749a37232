// Namespace `learning` in Traditional Chinese.
import type { Translation } from '../translation'
import type source from './zh-Hans'

const learning: Translation<typeof source> = {
  classes: {
    tabs: { all: '全部', upcoming: '未開課', ongoing: '上課中', ended: '已結課' },
    states: { upcoming: '未開課', ongoing: '上課中', ended: '已結課' },
    refunding: '退款中',
    days: '共{n}天',
    startsTomorrow: '明天開課',
    startsIn: '距開課還有{n}天',
    inClass: '正在上課，{date}結課',
    endedOn: '{date}已結課',
    course: '課程詳情',
    order: '查看訂單',
    empty: {
      all: '還沒有報名的班級',
      upcoming: '沒有未開課的班級',
      ongoing: '沒有正在上課的班級',
      ended: '沒有已結課的班級'
    },
    emptyHint: '購買帶班級的課程後，開課時間和地點會出現在這裡',
    browse: '去選課'
  }
}

export default learning
