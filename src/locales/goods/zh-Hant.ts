// Namespace `goods` in Traditional Chinese.
// Goods detail pages: classes, exam sessions, buying (subpackage pages/course).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const goods: Translation<typeof zhHans> = {
  classStatus: { upcoming: '即將開班', ongoing: '開課中', ended: '已結束', full: '已額滿', off_sale: '已下架' },
  sessionStatus: { open: '可報名', closed: '報名截止', full: '已額滿' },
  tabs: { intro: '介紹', schedule: '課程安排', notice: '須知', scheduleExam: '考試安排' },
  notice: {
    audience: '適合人群',
    discounts: '優惠',
    agreements: '購買協議',
    noSchedule: '線上學習，購買後即可開始，無需選擇班級或考場'
  },
  service: {
    entry: '客服',
    title: '聯絡客服',
    phone: '客服電話：{phone}',
    wechat: '客服微信：{id}',
    call: '撥打',
    copy: '複製'
  },
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
    offSale: '已下架',
    purchased: '已購買',
    registered: '已報名',
    heldView: '{label} · 查看訂單',
    payPending: '去付款',
    comingSoon: '即將開售'
  }
}

export default goods
