// Namespace `points` in Traditional Chinese.
// My points (subpackage pages/mine).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const points: Translation<typeof zhHans> = {
  balance: '可用積分',
  totalEarned: '累計獲得',
  totalRedeemed: '累計使用',
  rule: '下單時可用積分抵扣，{n}積分抵1元',
  ledger: '積分明細',
  kinds: { earned: '購買獲得', spent: '下單抵扣', adjusted: '人工調整', returned_on_close: '訂單關閉退回', returned_on_refund: '退款退回', reversed_on_refund: '退款扣回' },
  orderNo: '訂單號：{no}',
  empty: '暫無積分記錄',
  browse: '去逛逛',
  emptyDesc: '購買課程後即可獲得積分'
}

export default points
