// Namespace `points` in English.
// My points (subpackage pages/mine).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const points: Translation<typeof zhHans> = {
  balance: 'Points available',
  totalEarned: 'Total earned',
  totalRedeemed: 'Total redeemed',
  rule: 'Use points at checkout: {n} points = ¥1',
  ledger: 'Points history',
  kinds: { earned: 'Earned by a purchase', spent: 'Redeemed at checkout', adjusted: 'Manual adjustment', returned_on_close: 'Returned: order closed', returned_on_refund: 'Returned: refund', reversed_on_refund: 'Taken back: refund' },
  orderNo: 'Order {no}',
  empty: 'No points activity yet',
  browse: 'Browse courses',
  emptyDesc: 'Buy a course to earn points'
}

export default points
