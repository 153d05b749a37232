import type { Messages } from '../types'
import type zhHans from '../zh-Hans/points'

export default {
  menu: 'Points',
  title: 'Points ledger',
  adjustTitle: 'Adjust points',
  adjustButton: 'Adjust points',
  fields: {
    createdAt: 'Time',
    user: 'User',
    userId: 'User ID',
    change: 'Change',
    kind: 'Type',
    reason: 'Reason',
    note: 'Note',
    orderNo: 'Order no.'
  },
  reasons: { manual: 'Manual adjustment', purchase: 'Earned by purchase', refund: 'Refund / closed order', redemption: 'Redeemed at checkout' },
  kinds: {
    earned: 'Earned by a purchase', spent: 'Redeemed at checkout', adjusted: 'Manual adjustment', returned_on_close: 'Returned: order closed',
    returned_on_refund: 'Returned: refund', reversed_on_refund: 'Taken back: refund'
  },
  adjust: {
    user: 'User',
    userPlaceholder: 'Search by phone or name',
    change: 'Points',
    changeHelp: 'Positive adds, negative deducts; at most 1,000,000 points at a time',
    reason: 'Reason',
    reasonPlaceholder: 'The learner sees this in their points history',
    balance: 'Current balance',
    after: 'After',
    submit: 'Adjust',
    done: 'Points adjusted. Balance now {{balance}}',
    required: 'Please fill this in',
    nonZero: 'The change cannot be 0'
  }
} satisfies Messages<typeof zhHans>
