// The settlement area of the console in English.
import type { Messages } from '../types'
import type source from '../zh-Hans/settlement'

const settlement: Messages<typeof source> = {
  menu: 'Settlement',
  kinds: { ep: 'EP partner', edu: 'Education partner' },
  status: { draft: 'Draft', confirmed: 'Confirmed', paid: 'Paid' },
  orgs: {
    menu: 'Organisations',
    title: 'Organisations',
    add: 'Add organisation',
    createTitle: 'Add organisation',
    editTitle: 'Edit organisation',
    keyword: 'Name',
    fields: { name: 'Name', kind: 'Kind', contact: 'Contact', members: 'Members', classes: 'Classes', share: 'Share now', createdAt: 'Created' },
    noShare: 'Not set',
    members: 'Members',
    memberPhone: 'Phone (the user must hold the role of this kind)',
    addMember: 'Add member',
    removeMember: 'Remove',
    removeMemberConfirm: 'Remove this person from the organisation?',
    classes: 'Classes',
    classId: 'Class ID',
    linkClass: 'Assign class',
    unlinkClass: 'Remove',
    unlinkClassConfirm: 'Take this class off the organisation? Confirmed statements stay as they are',
    shares: 'Shares',
    sharePercent: 'Share (%)',
    validFrom: 'From',
    addShare: 'Add share',
    shareHint: 'A month\'s statement uses the share in effect on the month\'s last day',
    memberFields: { name: 'Name', phone: 'Phone', joinedAt: 'Joined' },
    classFields: { classId: 'ID', className: 'Class', goodsTitle: 'Course', dates: 'Dates', city: 'City' }
  },
  statements: {
    menu: 'Statements',
    title: 'Statements',
    detailTitle: 'Statement',
    generate: 'Generate statement',
    generateTitle: 'Generate or refresh a draft',
    generateHint: 'Recomputes the organisation\'s draft for the month from orders and refunds; a confirmed statement cannot be regenerated',
    org: 'Organisation',
    month: 'Month',
    confirm: 'Confirm statement',
    confirmHint: 'Recomputed once more from the latest orders and refunds, then frozen: later refunds go to the next statement',
    pay: 'Record payment',
    payTitle: 'Record payment',
    reference: 'Transfer reference',
    lines: 'Lines',
    csv: 'Export lines',
    fields: {
      org: 'Organisation', month: 'Month', status: 'Status', classesOpened: 'Classes opened', learners: 'Learners', received: 'Received',
      refunded: 'Refunded', adjustment: 'Earlier months', net: 'Net', share: 'Share', shareFen: 'Organisation\'s share', paid: 'Paid',
      due: 'Due', generatedAt: 'Generated', confirmedAt: 'Confirmed', paidAt: 'Paid at', paymentRef: 'Transfer reference'
    },
    lineFields: { kind: 'Kind', orderNo: 'Order no.', className: 'Class', learner: 'Learner', amount: 'Amount', at: 'Time', adjustment: 'Earlier month' },
    lineKinds: { sale: 'Payment', refund: 'Refund' },
    yes: 'Yes'
  },
  report: {
    menu: 'Finance report',
    title: 'Finance report',
    range: 'Dates',
    groupBy: 'Group by',
    groups: { goods: 'Goods', kind: 'Goods kind', channel: 'Payment channel', salesperson: 'Salesperson', day: 'Day', month: 'Month' },
    unattributed: 'No salesperson',
    channels: { wechat: 'WeChat Pay', alipay: 'Alipay', sandbox: 'Sandbox', free: 'Free', offline: 'Bank transfer' },
    chart: 'Received and refunded',
    total: 'Total',
    reconcileHint: 'Reconciliation: the orders list\'s CSV export carries our order number, the merchant trade number, the WeChat Pay or Alipay transaction number, amount, refunds and time, row for row as on their bills',
    openOrders: 'Go to the orders list',
    fields: {
      key: 'Group', paidOrders: 'Paid orders', received: 'Received', refundCount: 'Refunds', refunded: 'Refunded', net: 'Net',
      refundRate: 'Refund rate', coupon: 'Coupons', points: 'Points (¥)', pointsUsed: 'Points used'
    }
  }
}

export default settlement
