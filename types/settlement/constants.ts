// Value lists of settlement (partner organisations, statements, finance reports): pure constants, safe for the app.

/** EP partner organisations and education organisations: each staff user of one holds the role of the same name. */
export const ORG_KINDS = ['ep', 'edu'] as const
export type OrgKind = (typeof ORG_KINDS)[number]

/** draft (regenerated at will) → confirmed (frozen) → paid (the share transferred to the organisation). */
export const STATEMENT_STATUSES = ['draft', 'confirmed', 'paid'] as const
export type StatementStatus = (typeof STATEMENT_STATUSES)[number]

/** A statement line is a payment received for a class order, or a refund paid back on one. */
export const LINE_KINDS = ['sale', 'refund'] as const
export type LineKind = (typeof LINE_KINDS)[number]

/** The share is kept in basis points: 10000 = 100 %. */
export const SHARE_BP_MAX = 10000

/** What a finance report groups its rows by. */
export const REPORT_GROUPS = ['goods', 'kind', 'channel', 'salesperson', 'day', 'month'] as const
/** The salesperson group's row of the orders no salesperson is credited with. */
export const UNATTRIBUTED_KEY = 'none'
export type ReportGroup = (typeof REPORT_GROUPS)[number]

/** Where the money came through, as finance reads the bills: WeChat Pay, Alipay, the sandbox, nothing to pay, or a bank transfer. */
export const PAY_CHANNEL_GROUPS = ['wechat', 'alipay', 'sandbox', 'free', 'offline'] as const
export type PayChannelGroup = (typeof PAY_CHANNEL_GROUPS)[number]

/** A finance report covers at most this many days (one query over the orders of the range). */
export const REPORT_MAX_DAYS = 366
