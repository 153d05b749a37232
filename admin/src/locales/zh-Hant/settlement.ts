// The settlement area of the console (結算) in Traditional Chinese.
import type { Messages } from '../types'
import type source from '../zh-Hans/settlement'

const settlement: Messages<typeof source> = {
  menu: '結算',
  kinds: { ep: 'EP合作機構', edu: '教育機構' },
  status: { draft: '草稿', confirmed: '已確認', paid: '已付款' },
  orgs: {
    menu: '結算機構',
    title: '結算機構',
    add: '新增機構',
    createTitle: '新增機構',
    editTitle: '編輯機構',
    keyword: '機構名稱',
    fields: { name: '名稱', kind: '類型', contact: '聯絡方式', members: '成員', classes: '班級', share: '目前分成', createdAt: '建立時間' },
    noShare: '未設定',
    members: '成員',
    memberPhone: '手機號碼（需有與機構類型相同的角色）',
    addMember: '新增成員',
    removeMember: '移除',
    removeMemberConfirm: '把此人移出機構？',
    classes: '班級',
    classId: '班級編號',
    linkClass: '歸入班級',
    unlinkClass: '移出',
    unlinkClassConfirm: '把這個班級移出機構？已確認的結算單不受影響',
    shares: '分成比例',
    sharePercent: '分成比例（%）',
    validFrom: '生效日期',
    addShare: '新增分成',
    shareHint: '每月結算單使用該月最後一天生效的分成比例',
    memberFields: { name: '姓名', phone: '手機號碼', joinedAt: '加入時間' },
    classFields: { classId: '編號', className: '班級', goodsTitle: '課程', dates: '日期', city: '城市' }
  },
  statements: {
    menu: '結算單',
    title: '結算單',
    detailTitle: '結算單',
    generate: '產生結算單',
    generateTitle: '產生或重新整理草稿',
    generateHint: '根據訂單與退款重新計算該機構該月的草稿；已確認的結算單不能重新產生',
    org: '機構',
    month: '月份',
    confirm: '確認結算單',
    confirmHint: '確認前會按最新的訂單與退款重算一次；確認後結算單凍結，之後的退款計入下一張結算單',
    pay: '登記付款',
    payTitle: '登記付款',
    reference: '付款憑證號',
    lines: '明細',
    csv: '匯出明細',
    fields: {
      org: '機構', month: '月份', status: '狀態', classesOpened: '開班數', learners: '學員數', received: '收款', refunded: '退款',
      adjustment: '往期調整', net: '淨收入', share: '分成比例', shareFen: '機構分成', paid: '已付', due: '待付',
      generatedAt: '產生時間', confirmedAt: '確認時間', paidAt: '付款時間', paymentRef: '付款憑證'
    },
    lineFields: { kind: '類型', orderNo: '訂單號', className: '班級', learner: '學員', amount: '金額', at: '時間', adjustment: '往期調整' },
    lineKinds: { sale: '收款', refund: '退款' },
    yes: '是'
  },
  report: {
    menu: '財務報表',
    title: '財務報表',
    range: '日期範圍',
    groupBy: '分組',
    groups: { goods: '商品', kind: '商品類型', channel: '支付管道', salesperson: '銷售', day: '按日', month: '按月' },
    unattributed: '未歸屬銷售',
    channels: { wechat: '微信支付', alipay: '支付寶', sandbox: '沙箱', free: '免支付', offline: '線下轉帳' },
    chart: '收款與退款',
    total: '合計',
    reconcileHint: '對帳：訂單列表的 CSV 匯出含我方訂單號、商戶訂單號、微信/支付寶交易號、金額、退款與時間，可直接與微信支付、支付寶帳單逐筆核對',
    openOrders: '前往訂單列表匯出',
    fields: {
      key: '分組', paidOrders: '付款訂單', received: '收款', refundCount: '退款筆數', refunded: '退款', net: '淨收入',
      refundRate: '退款率', coupon: '優惠券折抵', points: '積分折抵', pointsUsed: '使用積分'
    }
  }
}

export default settlement
