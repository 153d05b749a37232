// Namespace `calculators` in English.
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const calculators: Translation<typeof zhHans> = {
  kind: { sales: 'Sales', profit: 'Profit' },
  list: {
    empty: 'No saved calculations yet',
    emptyDesc: "Work out your gym's monthly sales, or how long until it pays back",
    newSales: '+ Sales',
    newProfit: '+ Profit',
    salesHeadline: 'Monthly revenue',
    profitHeadline: 'Monthly net profit',
    shared: 'Shared',
    updatedAt: 'Updated {time}'
  },
  form: {
    name: 'Name',
    namePlaceholder: 'e.g. January memberships',
    nameRequired: 'Enter a name',
    nameTooLong: 'At most {max} characters',
    lineNameRequired: 'Enter a name',
    amountInvalid: 'Enter an amount (at most two decimals)',
    amountTooLarge: 'At most ¥{max}',
    countInvalid: 'Enter a whole number from 0 to {max}',
    pctInvalid: 'Enter 0 to 100, at most one decimal',
    yuanPlaceholder: 'CNY',
    save: 'Save',
    saved: 'Saved',
    remove: 'Remove',
    preview: 'Estimate'
  },
  sales: {
    tiers: 'Memberships',
    tierName: 'Card',
    tierNamePlaceholder: 'e.g. Annual',
    tierPrice: 'Price (CNY)',
    tierCount: 'Sold a month',
    addTier: 'Add a membership',
    packages: 'Personal training packages',
    packageName: 'Package',
    packageNamePlaceholder: 'e.g. 12 sessions',
    packagePrice: 'Price (CNY)',
    packageSessions: 'Sessions',
    packageConversion: 'Conversion (%)',
    addPackage: 'Add a package',
    staff: 'Staff and commissions',
    salesStaff: 'Sales staff',
    coaches: 'Coaches',
    membershipCommission: 'Membership commission (%)',
    ptCommission: 'PT commission (%)',
    target: 'Monthly target (CNY)',
    targetPlaceholder: 'Leave empty for none'
  },
  salesResult: {
    totalRevenue: 'Monthly revenue',
    members: 'New members',
    membersValue: '{count}',
    membershipRevenue: 'Memberships',
    ptRevenue: 'Personal training',
    commissions: 'Commissions',
    membershipCommission: 'Membership commission',
    ptCommission: 'PT commission',
    perSalesStaff: 'Per sales person',
    perCoach: 'Per coach',
    target: 'Target reached',
    targetValue: '{pct}%',
    bySource: 'Revenue by source',
    sourceCount: '× {count}'
  },
  profit: {
    revenue: 'Monthly revenue',
    lineName: 'Source',
    lineNamePlaceholder: 'e.g. Memberships',
    lineAmount: 'Amount (CNY)',
    addLine: 'Add a revenue line',
    costs: 'Monthly costs',
    rent: 'Rent',
    wages: 'Wages',
    utilities: 'Utilities',
    commission: 'Sales commissions',
    other: 'Other',
    variableCost: 'Variable costs (%)',
    investment: 'Initial investment (CNY)',
    fromSales: 'Revenue and commissions taken from "{name}"'
  },
  profitResult: {
    breakEven: 'Break-even',
    breakEvenMonths: 'Pays back in month {month}',
    noBreakEven: 'Never pays back with these figures',
    netMonthly: 'Monthly net profit',
    revenue: 'Monthly revenue',
    variableCost: 'Variable costs',
    grossProfit: 'Gross profit',
    fixedCosts: 'Fixed costs',
    cumulative: 'Cumulative profit after investment',
    month: 'Month {month}'
  },
  actions: {
    edit: 'Edit figures',
    rename: 'Rename',
    renameTitle: 'Rename calculation',
    share: 'Share',
    shareCopied: 'Share link copied',
    delete: 'Delete',
    deleteConfirm: 'Delete "{name}"? This cannot be undone.',
    deleted: 'Deleted',
    toProfit: 'Work out the profit',
    sharedNote: 'Shared with you: read only'
  },
  notFound: 'This calculation does not exist or was deleted'
}

export default calculators
