// Namespace `sales` in Traditional Chinese.
import type { Translation } from '../translation'
import type source from './zh-Hans'

const sales: Translation<typeof source> = {
  counts: { paid: '已付款', pending: '待付款', refunded: '已退款', paidFen: '實收' },
  classes: {
    seats: '名額 {left}/{capacity}',
    empty: '暫無班級',
    emptyHint: '開班後招生情況會出現在這裡',
    byDay: '按日統計',
    noDays: '這個班級還沒有訂單'
  },
  performance: {
    earned: '累計佣金',
    balance: '可提現',
    rate: '佣金比例 {rate}',
    code: '我的推廣碼',
    copyLink: '複製推廣連結',
    months: '月度業績',
    noMonths: '還沒有歸屬於你的訂單',
    noMonthsHint: '客戶透過你的推廣連結、你發放的優惠券或你轉化的線索下單後，業績會出現在這裡',
    monthLine: '{orders}單 · 成交{amount} · 退款{refunded}',
    orders: '訂單明細',
    via: { link: '推廣連結', coupon: '優惠券', lead: '線索轉化' },
    commission: '佣金 {amount}',
    refunded: '已退 {amount}',
    status: { unpaid: '待付款', paid: '已付款', closed: '已關閉', refunding: '退款中', refunded: '已退款' }
  },
  leads: {
    tabs: { all: '全部', new: '新線索', contacted: '已聯繫', visited: '已到訪', converted: '已轉化', lost: '已流失' },
    status: { new: '新線索', contacted: '已聯繫', visited: '已到訪', converted: '已轉化', lost: '已流失' },
    source: { referral: '轉介紹', poster: '海報', wechat: '微信', phone: '電話', walk_in: '到店', event: '活動', other: '其他' },
    add: '新增線索',
    empty: '還沒有線索',
    emptyHint: '點擊下方按鈕新增你的第一條線索',
    due: '待跟進',
    nextFollow: '下次跟進 {when}',
    name: '姓名',
    phone: '手機號',
    sourceLabel: '來源',
    nextFollowLabel: '下次跟進',
    choose: '請選擇',
    namePlaceholder: '客戶姓名',
    phonePlaceholder: '11位手機號',
    save: '儲存',
    saved: '已儲存',
    notes: '跟進記錄',
    noNotes: '還沒有跟進記錄',
    note: '跟進內容',
    notePlaceholder: '這次溝通了什麼',
    moveTo: '更新狀態',
    addNote: '新增跟進',
    noteAdded: '已新增跟進記錄',
    orders: '轉化後訂單 {n} 筆',
    required: { name: '請填寫姓名', phone: '請填寫正確的手機號', note: '請填寫跟進內容' }
  },
  coupons: {
    empty: '暫無可發放的優惠券',
    emptyHint: '管理員為你分配優惠券後，會出現在這裡',
    quota: '已發 {issued}/{quota} · 已使用 {used}',
    minSpend: '滿{amount}可用',
    noMin: '無門檻',
    issueTo: '發給客戶',
    phonePlaceholder: '客戶的手機號',
    issue: '發放',
    issued: '已發放',
    share: '分享',
    copyLink: '複製領取連結',
    poster: '掃碼領取',
    grants: '領取記錄',
    noGrants: '還沒有人領取',
    used: '已使用',
    unused: '未使用',
    phoneRequired: '請填寫正確的手機號'
  },
  withdraw: {
    balance: '可提現餘額',
    earned: '累計佣金 {amount}',
    amount: '提現金額（元）',
    amountPlaceholder: '最多 {max}',
    submit: '申請提現',
    submitted: '提現申請已提交',
    invalid: '請輸入不超過餘額的金額，最少1元',
    list: '提現記錄',
    empty: '還沒有提現記錄',
    status: { requested: '審核中', approved: '已通過，待打款', transferring: '微信轉帳中', paid: '已打款', rejected: '已駁回' },
    requestedAt: '申請時間',
    reviewedAt: '審核時間',
    paidAt: '打款時間',
    reference: '付款流水號',
    reason: '駁回原因',
    amountLabel: '提現金額',
    statusLabel: '狀態',
    receipt: {
      confirm: '確認收款',
      openWeapp: '請在微信小程式中確認收款',
      refresh: '重新整理狀態',
      cancelled: '已取消，可稍後再確認收款',
      openFailed: '未能開啟微信確認收款，請稍後重試',
      paid: '已到帳',
      waiting: '微信暫未確認到帳，請稍後重新整理狀態',
      failed: '微信轉帳未成功，請等待財務處理'
    }
  }
}

export default sales
