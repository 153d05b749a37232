import type { Messages } from '../types'
import type zhHans from '../zh-Hans/coupons'

export default {
  menu: 'Coupons',
  titles: { list: 'Coupons', create: 'New coupon', edit: 'Edit coupon', show: 'Coupon', usage: 'Holders and use', issue: 'Issue to users' },
  types: { amount_off: 'Amount off', discount: 'Percentage', free_order: 'Free order', course_redeem: 'Course voucher' },
  states: { unused: 'Unused', used: 'Used', expired: 'Expired' },
  validity: { days: 'Days after receipt', until: 'Fixed end date' },
  fields: {
    title: 'Name', type: 'Type', value: 'Value', amountOff: 'Amount off (yuan)', discount: 'Percent paid (85 = 15 % off)', minSpend: 'Minimum spend (yuan)',
    scope: 'Applies to', validity: 'Valid', validDays: 'Days valid', validUntil: 'End date', stockTotal: 'Total', stockLeft: 'Left',
    issued: 'Handed out', used: 'Used', shareCode: 'Share code', source: 'Source', createdAt: 'Created', keyword: 'Name or share code',
    user: 'User', phone: 'Phone', state: 'State', receivedAt: 'Received', usedAt: 'Used at', orderId: 'Order ID', validTo: 'Valid until',
    phones: 'Phone numbers (one per line, up to 500)'
  },
  hints: {
    scopeAll: 'None selected: every item', scopeSearch: 'Type to search items', shareCode: 'Empty: handed out by staff only, not receivable by link',
    days: '{{days}} days', noMinSpend: 'No minimum', allGoods: 'All items', stockEdit: 'Not below what was handed out', minSpendZero: '0 = no minimum', valueless: 'This type has no value'
  },
  issue: {
    button: 'Issue to users', ok: 'Issue', close: 'Close', result: 'Result',
    labels: { issued: 'Handed out', alreadyHad: 'Already had one', unknown: 'No account', soldOut: 'Out of stock' }, issued: '{{n}} handed out now', alreadyHad: '{{n}} already had one',
    unknown: '{{n}} phones without an account', soldOut: '{{n}} left out: out of stock', unknownList: 'No account: {{phones}}',
    placeholder: '13800000001\n13800000002', count: '{{n}} phone numbers', invalid: 'Not valid phone numbers: {{phones}}'
  },
  summary: { value: '{{value}}', minSpend: 'Over {{amount}}' }
} satisfies Messages<typeof zhHans>
