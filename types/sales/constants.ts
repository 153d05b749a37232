// Value lists of the sales area (leads, withdrawals, how an order came to a salesperson): safe for the app bundle.

/** A lead's stage; `converted` links the learner's later orders to the lead's salesperson. */
export const LEAD_STATUSES = ['new', 'contacted', 'visited', 'converted', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** Where a lead came from. */
export const LEAD_SOURCES = ['referral', 'poster', 'wechat', 'phone', 'walk_in', 'event', 'other'] as const
export type LeadSource = (typeof LEAD_SOURCES)[number]

/**
 * requested → approved → paid, or requested/approved → rejected (the amount returns to the balance). Paid out by a
 * WeChat Pay transfer, an approved request is `transferring` until WeChat reports it done (paid) or failed (back to
 * approved, with the reason).
 */
export const WITHDRAWAL_STATUSES = ['requested', 'approved', 'transferring', 'paid', 'rejected'] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number]

/** How an order is attributed, strongest first (docs/sales.md): the sales code at checkout, a coupon, a lead. */
export const ATTRIBUTION_VIA = ['link', 'coupon', 'lead'] as const
export type AttributionVia = (typeof ATTRIBUTION_VIA)[number]

/** Commission rates are basis points of the net amount: 500 = 5 %. */
export const RATE_BP_MAX = 5000
/** Smallest withdrawal (fen): a payout costs more than a few fen to make. */
export const WITHDRAWAL_MIN_FEN = 100
/** The query parameter of a share link that carries the sales code to checkout. */
export const SALES_CODE_PARAM = 'sc'
/** WeChat Pay requires the payee's real name (encrypted) from 2,000 yuan a transfer: larger ones are paid by hand. */
export const WITHDRAWAL_TRANSFER_MAX_FEN = 199_999
