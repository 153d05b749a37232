// Namespace `sales` in English.
import type { Translation } from '../translation'
import type source from './zh-Hans'

const sales: Translation<typeof source> = {
  counts: { paid: 'Paid', pending: 'Awaiting payment', refunded: 'Refunded', paidFen: 'Received' },
  classes: {
    seats: 'Seats left {left}/{capacity}',
    empty: 'No classes yet',
    emptyHint: 'Enrolment shows here once classes are scheduled',
    byDay: 'By day',
    noDays: 'This class has no orders yet'
  },
  performance: {
    earned: 'Commission earned',
    balance: 'Withdrawable',
    rate: 'Commission rate {rate}',
    code: 'My sales code',
    copyLink: 'Copy my share link',
    months: 'By month',
    noMonths: 'No orders attributed to you yet',
    noMonthsHint: 'Orders placed through your share link, a coupon you issued or a lead you converted show here',
    monthLine: 'Orders: {orders} · Sold {amount} · Refunded {refunded}',
    orders: 'Orders',
    via: { link: 'Share link', coupon: 'Coupon', lead: 'Converted lead' },
    commission: 'Commission {amount}',
    refunded: 'Refunded {amount}',
    status: { unpaid: 'Awaiting payment', paid: 'Paid', closed: 'Closed', refunding: 'Refunding', refunded: 'Refunded' }
  },
  leads: {
    tabs: { all: 'All', new: 'New', contacted: 'Contacted', visited: 'Visited', converted: 'Converted', lost: 'Lost' },
    status: { new: 'New', contacted: 'Contacted', visited: 'Visited', converted: 'Converted', lost: 'Lost' },
    source: { referral: 'Referral', poster: 'Poster', wechat: 'WeChat', phone: 'Phone', walk_in: 'Walk-in', event: 'Event', other: 'Other' },
    add: 'Add a lead',
    empty: 'No leads yet',
    emptyHint: 'Add your first lead with the button below',
    due: 'Follow-up due',
    nextFollow: 'Next follow-up {when}',
    name: 'Name',
    phone: 'Phone',
    sourceLabel: 'Source',
    nextFollowLabel: 'Next follow-up',
    choose: 'Choose',
    namePlaceholder: 'Their name',
    phonePlaceholder: 'Mobile number',
    save: 'Save',
    saved: 'Saved',
    notes: 'Follow-ups',
    noNotes: 'No follow-ups yet',
    note: 'Follow-up',
    notePlaceholder: 'What did you talk about?',
    moveTo: 'Move to',
    addNote: 'Add follow-up',
    noteAdded: 'Follow-up added',
    orders: 'Orders since converting: {n}',
    required: { name: 'Please enter a name', phone: 'Please enter a valid phone number', note: 'Please write the follow-up' }
  },
  coupons: {
    empty: 'No coupons to issue',
    emptyHint: 'Coupons an admin allows you show here',
    quota: 'Issued {issued}/{quota} · Used {used}',
    minSpend: 'On orders from {amount}',
    noMin: 'No minimum',
    issueTo: 'Issue to a customer',
    phonePlaceholder: 'Customer\'s phone number',
    issue: 'Issue',
    issued: 'Issued',
    share: 'Share',
    copyLink: 'Copy the claim link',
    poster: 'Scan to claim',
    grants: 'Issued to',
    noGrants: 'Nobody has one yet',
    used: 'Used',
    unused: 'Not used',
    phoneRequired: 'Please enter a valid phone number'
  },
  withdraw: {
    balance: 'Withdrawable balance',
    earned: 'Commission earned {amount}',
    amount: 'Amount (yuan)',
    amountPlaceholder: 'Up to {max}',
    submit: 'Request withdrawal',
    submitted: 'Withdrawal requested',
    invalid: 'Enter at least 1 yuan and no more than your balance',
    list: 'Withdrawals',
    empty: 'No withdrawals yet',
    status: { requested: 'Under review', approved: 'Approved, awaiting payment', transferring: 'Being transferred by WeChat Pay', paid: 'Paid', rejected: 'Rejected' },
    requestedAt: 'Requested',
    reviewedAt: 'Reviewed',
    paidAt: 'Paid',
    reference: 'Payment reference',
    reason: 'Reason',
    amountLabel: 'Amount',
    statusLabel: 'Status',
    receipt: {
      confirm: 'Confirm receipt',
      openWeapp: 'Please confirm the receipt in the WeChat mini-program',
      refresh: 'Refresh status',
      cancelled: 'Cancelled. You can confirm the receipt later.',
      openFailed: 'Could not open WeChat to confirm the receipt. Please try again later.',
      paid: 'Received',
      waiting: 'WeChat has not reported the money received yet. Refresh later.',
      failed: 'The WeChat transfer did not go through. Finance will handle it.'
    }
  }
}

export default sales
