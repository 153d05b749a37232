// Namespace `settlement` in English.
import type { Translation } from '../translation'
import type source from './zh-Hans'

const settlement: Translation<typeof source> = {
  org: {
    share: 'Share {percent}',
    noShare: 'No share agreed yet',
    classes: 'Classes: {n}',
    kinds: { ep: 'EP partner', edu: 'Education partner' },
    notInOrg: 'You do not belong to an organisation yet',
    notInOrgHint: 'Ask an administrator to add you to yours'
  },
  classes: {
    learners: 'Learners: {n}',
    attended: 'Attended: {n}',
    capacity: 'Seats: {n}',
    paidOrders: 'Enrolments: {n}',
    refundedOrders: 'Refunds: {n}',
    roster: 'Class list',
    empty: 'No classes yet',
    emptyHint: 'Classes appear here once an administrator assigns them to your organisation'
  },
  money: {
    received: 'Received',
    refunded: 'Refunded',
    net: 'Net',
    share: 'Your share',
    paid: 'Paid',
    due: 'Due',
    adjustment: 'of which earlier months'
  },
  learners: {
    paidAt: 'Paid {time}',
    refundedPart: 'Refunded {amount}',
    status: { paid: 'Paid', refunding: 'Refunding', refunded: 'Refunded' },
    empty: 'No learners yet',
    emptyHint: 'Learners appear here once they have paid'
  },
  months: {
    year: '{year}',
    prev: 'Previous year',
    next: 'Next year',
    opened: 'Classes opened: {n}',
    learners: 'New learners: {n}',
    empty: 'Nothing recorded this year'
  },
  statements: {
    month: 'Statement {month}',
    status: { draft: 'Draft', confirmed: 'Awaiting payment', paid: 'Paid' },
    confirmedAt: 'Confirmed {time}',
    paidAt: 'Paid {time}',
    reference: 'Transfer ref. {ref}',
    opened: 'Classes opened: {n}',
    learners: 'Learners: {n}',
    lines: 'Lines',
    lineKinds: { sale: 'Payment', refund: 'Refund' },
    adjustment: 'Earlier month',
    empty: 'No statements yet',
    emptyHint: 'Monthly statements appear here once finance confirms them'
  }
}

export default settlement
