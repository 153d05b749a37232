// Namespace `order` in English.
// Checkout, payment, orders, refunds, invoices, logistics (subpackages pages/order, pages/mine).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const order: Translation<typeof zhHans> = {
  status: { unpaid: 'Unpaid', paid: 'Paid', closed: 'Closed', refunding: 'Refunding', refunded: 'Refunded' },
  tabs: { all: 'All', unpaid: 'Unpaid', paid: 'Paid', closed: 'Closed', refunding: 'Refunding', refunded: 'Refunded' },
  methods: { wechat_jsapi: 'WeChat Pay', wechat_oa_jsapi: 'WeChat Pay', wechat_native: 'WeChat Pay (QR)', wechat_h5: 'WeChat Pay', alipay_wap: 'Alipay', alipay_page: 'Alipay', sandbox: 'Simulated payment', free: 'Nothing to pay' },
  refundStatus: { pending: 'Awaiting review', finance_approved: 'Approved by finance', paying: 'Refunding', approved: 'Refunded', rejected: 'Rejected' },
  price: { goods: 'Price', bundle: 'Already owned', coupon: 'Coupon', points: 'Points', payable: 'To pay' },
  checkout: {
    chooseAddress: 'Choose a delivery address',
    coupon: 'Coupon',
    chooseCoupon: 'Choose a coupon',
    noCoupon: 'No coupon',
    couponsAvailable: '{n} available',
    noCouponAvailable: 'None available',
    points: 'Use points',
    pointsHint: '{n} points take {amount} off',
    pointsNone: 'You have {n} points; none usable here',
    invoice: 'Invoice',
    total: 'Total: ',
    submit: 'Place order',
    notReady: 'Still calculating the price, one moment',
    needAddress: 'Choose a delivery address',
    needAgree: 'Please read and accept the purchase agreement'
  },
  pay: {
    nextPaid: 'Your purchase is active: head to your classes to start',
    myClasses: 'Go to my classes',
    nextChecking: 'If you have paid, this updates by itself; if not, you can pay now',
    nextClosed: 'The order timed out or was cancelled; place a new order to buy',
    timeLeft: 'Time left to pay: {time}',
    chooseMethod: 'Choose how to pay',
    wechat: 'WeChat Pay',
    alipay: 'Alipay',
    leaving: 'Opening the payment…',
    transactionNo: 'Transaction no.',
    amount: 'Amount',
    scanHint: 'Scan with WeChat to pay',
    sandboxHint: 'This is a demo system: the button below simulates a WeChat payment',
    sandboxConfirm: 'Pay (simulated)',
    deadline: 'Pay before {time}, or the order closes by itself',
    toOauth: 'Taking you to WeChat to confirm your account…',
    jsapiHint: 'Complete the payment in the WeChat Pay window',
    jsapiCancelled: 'Payment cancelled; the order stays open until the deadline',
    jsapiFailed: 'WeChat Pay did not open. Please try again',
    payAgain: 'Pay now',
    checkAgain: 'Check the payment again',
    checking: 'Confirming your payment...',
    paid: 'Payment received',
    closed: 'The order closed without payment',
    unknown: 'No payment found yet',
    viewOrder: 'View order',
    home: 'Back to home',
    noOrder: 'Order not found',
    browse: 'Keep browsing'
  },
  fields: {
    orderNo: 'Order no.',
    createdAt: 'Ordered at',
    method: 'Payment method',
    paidAt: 'Paid at',
    total: 'Total',
    discount: 'Discount',
    paid: 'Paid',
    type: 'Type',
    status: 'Status',
    logistics: 'Delivery',
    mailNo: 'Tracking no.'
  },
  actions: { pay: 'Pay', cancel: 'Cancel order', refund: 'Request refund' },
  list: { empty: 'No orders yet' },
  detail: {
    info: 'Order',
    address: 'Delivery',
    invoice: 'Invoice',
    invoiceApply: 'Request',
    logistics: 'Delivery tracking',
    cancelConfirm: 'Cancel this order? Coupons and points used come back to you.'
  },
  refund: {
    title: 'Request a refund',
    reason: 'Reason',
    reasonPlaceholder: 'Why do you want a refund?',
    reasonRequired: 'Please give a reason',
    amount: 'Amount (at most {max})',
    amountPlaceholder: 'Amount in yuan',
    amountInvalid: 'The amount must be above 0 and at most {max}',
    proof: 'Proof images (up to {max})',
    submit: 'Submit',
    submitted: 'Refund requested',
    info: 'Refund',
    submittedAt: 'Requested on',
    amountLabel: 'Amount',
    result: 'Result',
    paidAt: 'Refunded at',
    note: 'Note',
    proofLabel: 'Proof'
  },
  invoice: {
    type: 'Invoice type',
    types: { personal: 'Personal', business: 'Business' },
    fields: { title: 'Title', taxId: 'Tax ID', content: 'Content', contact: 'Contact', phone: 'Phone', address: 'Mailing address', bank: 'Bank', account: 'Account', note: 'Note' },
    placeholders: { title: 'Your name or company name', taxId: 'Company tax ID', content: 'e.g. training fee', contact: 'Recipient', phone: 'Recipient phone', address: 'Where to post the paper invoice', bank: 'Optional', account: 'Optional', note: 'Optional' },
    amount: 'Amount',
    mailStatus: 'Posting',
    mail: { not_mailed: 'Not posted', mailed: 'Posted' },
    number: 'Invoice no.',
    date: 'Invoice date',
    appliedAt: 'Requested at',
    submit: 'Request invoice',
    submitted: 'Invoice requested'
  },
  logistics: {
    none: 'No delivery information yet',
    noEntries: 'No tracking events yet',
    carrier: 'Carrier',
    status: 'Status'
  }
}

export default order
