// Namespace `settlement` in Traditional Chinese.
import type { Translation } from '../translation'
import type source from './zh-Hans'

const settlement: Translation<typeof source> = {
  org: {
    share: '分成比例 {percent}',
    noShare: '分成比例未設定',
    classes: '班級 {n}',
    kinds: { ep: 'EP合作機構', edu: '教育機構' },
    notInOrg: '你還不屬於任何結算機構',
    notInOrgHint: '請聯絡管理員將你加入所屬機構'
  },
  classes: {
    learners: '學員 {n}',
    attended: '到課 {n}',
    capacity: '名額 {n}',
    paidOrders: '報名 {n}',
    refundedOrders: '退款 {n}',
    roster: '班級名單',
    empty: '暫無班級',
    emptyHint: '管理員將班級歸入你的機構後會顯示在這裡'
  },
  money: {
    received: '收款',
    refunded: '退款',
    net: '淨收入',
    share: '機構分成',
    paid: '已付',
    due: '待付',
    adjustment: '其中往期調整'
  },
  learners: {
    paidAt: '付款 {time}',
    refundedPart: '已退 {amount}',
    status: { paid: '已付款', refunding: '退款中', refunded: '已退款' },
    empty: '暫無學員',
    emptyHint: '學員付款後會顯示在這裡'
  },
  months: {
    year: '{year}年',
    prev: '上一年',
    next: '下一年',
    opened: '開班 {n}',
    learners: '新學員 {n}',
    empty: '該年暫無紀錄'
  },
  statements: {
    month: '{month} 結算單',
    status: { draft: '草稿', confirmed: '待付款', paid: '已付款' },
    confirmedAt: '確認於 {time}',
    paidAt: '付款於 {time}',
    reference: '付款憑證 {ref}',
    opened: '開班 {n}',
    learners: '學員 {n}',
    lines: '明細',
    lineKinds: { sale: '收款', refund: '退款' },
    adjustment: '往期調整',
    empty: '暫無結算單',
    emptyHint: '每月結算單經財務確認後會顯示在這裡'
  }
}

export default settlement
