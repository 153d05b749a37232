import type { Messages } from '../types'
import type zhHans from '../zh-Hans/coupons'

export default {
  menu: '優惠券',
  titles: { list: '優惠券', create: '新增優惠券', edit: '編輯優惠券', show: '優惠券詳情', usage: '領取與使用', issue: '發放給使用者' },
  types: { amount_off: '滿額折抵券', discount: '折扣券', free_order: '免單券', course_redeem: '課程兌換券' },
  states: { unused: '未使用', used: '已使用', expired: '已過期' },
  validity: { days: '領取後有效天數', until: '固定截止日期' },
  fields: {
    title: '名稱', type: '類型', value: '面額', amountOff: '折抵金額（元）', discount: '折扣（85 表示 85 折）', minSpend: '使用門檻（元）',
    scope: '適用商品', validity: '有效期', validDays: '有效天數', validUntil: '截止日期', stockTotal: '發放總量', stockLeft: '剩餘',
    issued: '已發放', used: '已使用', shareCode: '領取碼', source: '來源說明', createdAt: '建立時間', keyword: '名稱或領取碼',
    user: '使用者', phone: '手機號碼', state: '狀態', receivedAt: '領取時間', usedAt: '使用時間', orderId: '訂單編號', validTo: '有效至',
    phones: '手機號碼（每行一個，最多500個）'
  },
  hints: {
    scopeAll: '不選則適用全部商品', scopeSearch: '輸入商品名稱搜尋', shareCode: '留空則只能由後台發放，無法透過連結領取',
    days: '{{days}} 天', noMinSpend: '無門檻', allGoods: '全部商品', stockEdit: '不能少於已發放的數量', minSpendZero: '填 0 表示無門檻', valueless: '此類型無需面額'
  },
  issue: {
    button: '發放給使用者', ok: '發放', close: '關閉', result: '發放結果',
    labels: { issued: '本次發放（張）', alreadyHad: '已持有（人）', unknown: '未註冊（個）', soldOut: '庫存不足（人）' }, issued: '本次發放 {{n}} 張', alreadyHad: '已持有 {{n}} 人',
    unknown: '未註冊的手機號碼 {{n}} 個', soldOut: '庫存不足未發放 {{n}} 人', unknownList: '未註冊：{{phones}}',
    placeholder: '13800000001\n13800000002', count: '共 {{n}} 個手機號碼', invalid: '以下手機號碼格式不正確：{{phones}}'
  },
  summary: { value: '{{value}}', minSpend: '滿 {{amount}} 可用' }
} satisfies Messages<typeof zhHans>
