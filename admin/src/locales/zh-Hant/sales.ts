import type { Messages } from '../types'
import type zhHans from '../zh-Hans/sales'

export default {
  menu: '銷售',
  withdrawals: {
    menu: '提現審核',
    title: '佣金提現',
    statuses: { requested: '待審核', approved: '已通過', transferring: '微信轉帳中', paid: '已打款', rejected: '已駁回' },
    fields: { salesperson: '銷售', amount: '金額', status: '狀態', createdAt: '申請時間', reviewedAt: '審核時間', note: '原因', reference: '付款流水號', transferState: '微信轉帳狀態' },
    approve: '通過',
    reject: '駁回',
    pay: '確認打款',
    rejectTitle: '駁回提現申請',
    reason: '駁回原因',
    reasonRequired: '請填寫駁回原因',
    payTitle: '確認已打款',
    payHint: '透過銀行或微信轉帳後，填寫付款流水號',
    referenceRequired: '請填寫付款流水號',
    transfer: '微信轉帳',
    transferCheck: '查詢轉帳',
    transferConfirm: "透過微信支付轉帳到該銷售的微信零錢？同一申請重複點擊不會重複付款。"
  },
  people: {
    menu: '銷售人員',
    title: '銷售人員與佣金',
    fields: { name: '姓名', phone: '手機號', code: '推廣碼', rate: '佣金比例', earned: '累計佣金', balance: '可提現' },
    defaultRate: '預設（{{rate}}）',
    editRate: '修改佣金比例',
    rateLabel: '佣金比例（%）',
    rateHint: '留空則使用預設比例',
    keyword: '姓名或手機號',
    rules: '佣金規則',
    defaultRateLabel: '預設佣金比例（%）',
    leadWindow: '線索轉化後歸屬天數',
    saveRules: '儲存規則',
    rulesHint: '訂單按推廣連結、銷售發放的優惠券、已轉化線索的順序歸屬；佣金按實收減去退款計算'
  },
  allowances: {
    menu: '優惠券額度',
    title: '銷售可發放的優惠券',
    fields: { salesperson: '銷售', coupon: '優惠券', quota: '額度', issued: '已發放' },
    add: '分配額度',
    salespersonId: '銷售',
    templateId: '優惠券範本編號',
    keyword: '銷售或優惠券'
  }
} satisfies Messages<typeof zhHans>
