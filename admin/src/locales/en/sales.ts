import type { Messages } from '../types'
import type zhHans from '../zh-Hans/sales'

export default {
  menu: 'Sales',
  withdrawals: {
    menu: 'Withdrawals',
    title: 'Commission withdrawals',
    statuses: { requested: 'To review', approved: 'Approved', transferring: 'Transferring (WeChat Pay)', paid: 'Paid', rejected: 'Rejected' },
    fields: { salesperson: 'Salesperson', amount: 'Amount', status: 'Status', createdAt: 'Requested', reviewedAt: 'Reviewed', note: 'Reason', reference: 'Payment reference', transferState: 'WeChat transfer' },
    approve: 'Approve',
    reject: 'Reject',
    pay: 'Mark paid',
    rejectTitle: 'Reject the withdrawal',
    reason: 'Reason',
    reasonRequired: 'Please give a reason',
    payTitle: 'Mark as paid',
    payHint: 'After the bank or WeChat transfer, enter its reference',
    referenceRequired: 'Please enter the payment reference',
    transfer: 'Transfer by WeChat Pay',
    transferCheck: 'Check transfer',
    transferConfirm: "Transfer this amount to the salesperson's WeChat balance? Clicking again never pays twice."
  },
  people: {
    menu: 'Salespeople',
    title: 'Salespeople and commission',
    fields: { name: 'Name', phone: 'Phone', code: 'Sales code', rate: 'Rate', earned: 'Earned', balance: 'Withdrawable' },
    defaultRate: 'Default ({{rate}})',
    editRate: 'Change rate',
    rateLabel: 'Commission rate (%)',
    rateHint: 'Leave empty for the default rate',
    keyword: 'Name or phone',
    rules: 'Commission rules',
    defaultRateLabel: 'Default commission rate (%)',
    leadWindow: 'Days a converted lead\'s orders count',
    saveRules: 'Save rules',
    rulesHint: 'Orders go to the salesperson of the share link, else of the coupon used, else of the converted lead; commission is on the amount received net of refunds'
  },
  allowances: {
    menu: 'Coupon quotas',
    title: 'Coupons salespeople may issue',
    fields: { salesperson: 'Salesperson', coupon: 'Coupon', quota: 'Quota', issued: 'Issued' },
    add: 'Allow a quota',
    salespersonId: 'Salesperson',
    templateId: 'Coupon template ID',
    keyword: 'Salesperson or coupon'
  }
} satisfies Messages<typeof zhHans>
