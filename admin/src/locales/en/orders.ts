import type { Messages } from '../types'
import type zhHans from '../zh-Hans/orders'

export default {
  menu: 'Orders',
  menus: { orders: 'Orders', refunds: 'Refund review', invoices: 'Invoices', paymentIssues: 'Payment issues' },
  titles: {
    offlineCreate: 'Record an offline order',
    orders: 'Orders', order: 'Order', refunds: 'Refund review', refund: 'Refund', invoices: 'Invoices', paymentIssues: 'Payment issues'
  },
  status: { unpaid: 'Unpaid', paid: 'Paid', closed: 'Closed', refunding: 'Refund in progress', refunded: 'Refunded' },
  kinds: { course: 'Course', exam: 'Exam', lecture: 'Lecture', bundle: 'Bundle' },
  methods: {
    wechat_jsapi: 'WeChat Pay (mini-program)', wechat_oa_jsapi: 'WeChat Pay (official account)', wechat_native: 'WeChat Pay QR', wechat_h5: 'WeChat Pay H5',
    alipay_wap: 'Alipay (mobile)', alipay_page: 'Alipay (desktop)', sandbox: 'Sandbox', free: 'Nothing to pay', offline: 'Bank transfer (offline)'
  },
  attempt: { started: 'Started', paid: 'Paid', closed: 'Closed' },
  autoRefund: { refunding: 'Refunding automatically', refunded: 'Refunded automatically', failed: 'Automatic refund failed: refund by hand' },
  issues: { paid_after_close: 'Paid after closing', paid_twice: 'Paid twice', open: 'Unresolved issues', resolved: 'Resolved', unresolved: 'To resolve' },
  closeReasons: { cancelled: 'Cancelled by the buyer', expired: 'Not paid in time' },
  refundStatus: { pending: 'Awaiting review', finance_approved: 'Approved by finance', paying: 'Paying out', approved: 'Refunded', rejected: 'Rejected' },
  invoiceStatus: { requested: 'To issue', issued: 'Issued', mailed: 'Mailed' },
  invoiceTypes: { personal: 'Personal', business: 'Company' },
  mail: { not_mailed: 'Not mailed', mailed: 'Mailed' },
  fields: {
    payoutReference: 'Transfer reference',
    orderNo: 'Order no.', buyer: 'Buyer', buyerPhone: 'Buyer phone', buyerName: 'Buyer name', userId: 'User ID', goods: 'Item', kind: 'Kind',
    amountDue: 'Amount paid', total: 'List price', discount: 'Discount', coupon: 'Coupon', points: 'Points', bundle: 'Bundle deduction',
    status: 'Status', method: 'Payment method', paidAt: 'Paid at', createdAt: 'Ordered at', closedAt: 'Closed at', transactionId: 'Provider transaction no.',
    paymentIssue: 'Payment issue', issueNote: 'How it was resolved', issueResolvedAt: 'Resolved at', address: 'Delivery address', schedule: 'Class / session',
    keyword: 'Order no. or phone', dates: 'Order date', outTradeNo: 'Merchant no.', attemptStatus: 'Payment state', amount: 'Amount',
    autoRefund: 'Automatic refund', refundNo: 'Refund no.', refundAmount: 'Refund amount', reason: 'Reason', proof: 'Proof', note: 'Note',
    result: 'Result', submittedAt: 'Requested at', reviewedAt: 'Reviewed at', refundedAt: 'Refunded at', providerStatus: 'Provider status',
    orderAmount: 'Order amount paid', invoiceTitle: 'Invoice title', invoiceType: 'Invoice type', taxId: 'Tax ID', invoiceContent: 'Invoice content',
    contact: 'Contact', phone: 'Contact phone', mailAddress: 'Mailing address', bank: 'Bank', account: 'Bank account',
    invoiceNo: 'Invoice no.', invoiceDate: 'Invoice date', mailStatus: 'Mailing', mailNo: 'Tracking no.', carrier: 'Carrier',
    logisticsStatus: 'Delivery status', entries: 'Tracking entries', entryTime: 'Time', entryText: 'Entry', invoiceKeyword: 'Order no., phone or title',
    refundKeyword: 'Order no. or phone', orderStatus: 'Order status', pointsUsed: 'Points used', refundedAmount: 'Refunded'
  },
  sections: {
    offline: 'Bank transfer',
    order: 'Order', buyer: 'Buyer', payments: 'Payments', refunds: 'Refunds', invoice: 'Invoice', logistics: 'Delivery', issue: 'Payment issue',
    steps: 'Steps taken'
  },
  actions: {
    startRefund: 'Refund', manualPayout: 'Record manual payout', createOffline: 'Offline order',
    approve: 'Approve (finance)', payout: 'Pay out', retryPayout: 'Retry payout', reject: 'Reject refund', editInvoice: 'Issue / mail',
    editLogistics: 'Edit delivery', resolveIssue: 'Mark resolved', addEntry: 'Add an entry', viewOrder: 'View order'
  },
  confirm: {
    manualPayout: 'This order was paid by bank transfer, so no provider can pay it back. Transfer the money back through the bank first, then record the transfer reference.',
    approve: 'Approve this refund? Finance then confirms the payout.',
    payout: 'Pay out now? The money goes back to the buyer\'s payment account; the refund can no longer be rejected.',
    retryPayout: 'The last payout did not finish. Send it again under the same refund number?',
    reject: 'Reject this refund request? The order goes back to paid.',
    notePlaceholder: 'Note (optional, up to 200 characters)',
    issuePlaceholder: 'How it was settled, e.g. refunded in the WeChat Pay merchant console',
    amountLine: 'Refund {{amount}}, order {{orderNo}}'
  },
  reasonKinds: { class_cancelled: 'Class cancelled', goodwill: 'Goodwill', other: 'Other' },
  refundStart: {
    title: 'Refund this order', submit: 'Start refund', rest: 'Paid {{paid}}, refunded {{refunded}}, refundable {{rest}}',
    partialHint: 'A partial refund keeps the learner\'s seat and course; only refunding everything cancels them', noteRequired: 'Please explain the other reason'
  },
  offline: {
    phone: 'Learner\'s phone', goodsSearch: 'Search goods on sale', class: 'Class', session: 'Exam session', seatsLeft: '{{n}} seats left', listPrice: 'Amount due',
    amount: 'Amount received', priceNote: 'Why the amount differs', priceNoteHint: 'Required when the amount received is not the amount due', bankReference: 'Bank reference',
    transferDate: 'Transfer date', proof: 'Transfer proof', upload: 'Upload proof (image or PDF)', viewProof: 'Open proof', uploadFailed: 'The proof could not be uploaded',
    recordedBy: 'Recorded by'
  },
  empty: { refunds: 'No refunds', invoice: 'No invoice requested', logistics: 'No delivery tracking yet', payments: 'No payments', steps: 'Nothing done in the console yet' },
  timeline: { started: 'Started in the console by {{name}}', asked: 'Refund requested by the learner', refunded: 'Money back with the buyer (confirmed by the provider)' },
  issueBanner: 'This order has a payment issue: {{issue}}',
  issueResolved: 'Resolved at {{time}}: {{note}}',
  noAddress: 'Not shipped',
  invoiceOrderRefunded: 'Order fully refunded',
  invoiceOrderRefundedHint: 'The order was refunded in full: the invoice can no longer be issued or posted; void or reverse one already posted'
} satisfies Messages<typeof zhHans>
