import type { Messages } from '../types'
import type zhHans from '../zh-Hans/points'

export default {
  menu: '積分',
  title: '積分明細',
  adjustTitle: '調整積分',
  adjustButton: '調整積分',
  fields: {
    createdAt: '時間',
    user: '用戶',
    userId: '用戶編號',
    change: '變動',
    kind: '類型',
    reason: '變動類型',
    note: '說明',
    orderNo: '訂單編號'
  },
  reasons: { manual: '人工調整', purchase: '購買獲得', refund: '退款／關單', redemption: '下單折抵' },
  kinds: {
    earned: '購買獲得', spent: '下單折抵', adjusted: '人工調整', returned_on_close: '訂單關閉退回',
    returned_on_refund: '退款退回', reversed_on_refund: '退款扣回'
  },
  adjust: {
    user: '用戶',
    userPlaceholder: '輸入手機號碼或姓名查找',
    change: '調整積分',
    changeHelp: '正數為增加，負數為扣減；每次最多 1,000,000 積分',
    reason: '調整原因',
    reasonPlaceholder: '學員會在積分明細中看到此原因',
    balance: '目前積分',
    after: '調整後',
    submit: '確認調整',
    done: '積分已調整，目前積分 {{balance}}',
    required: '請填寫此項',
    nonZero: '調整積分不能為0'
  }
} satisfies Messages<typeof zhHans>
