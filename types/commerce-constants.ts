// Value lists of the commerce contract: pure constants, safe for the app bundle.

export const GOODS_KINDS = ['course', 'exam', 'lecture', 'bundle'] as const
export type GoodsKind = (typeof GOODS_KINDS)[number]

/** product rules §4 class states. 'full' and 'off_sale' stop new enrolments. */
export const CLASS_STATUSES = ['upcoming', 'ongoing', 'ended', 'full', 'off_sale'] as const
export type ClassStatus = (typeof CLASS_STATUSES)[number]
/** product rules §5/§9: a learner may move to another class at most 3 times. */
export const CLASS_TRANSFERS_MAX = 3

export const ORDER_STATUSES = ['unpaid', 'paid', 'closed', 'refunding', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
/** Unpaid orders close by themselves after this long, releasing seats, coupons and points. */
export const ORDER_PAY_WINDOW_MINUTES = 30

/**
 * wechat_jsapi: in the mini-program; wechat_oa_jsapi: in the WeChat browser, under the official account;
 * wechat_native: QR code on a desktop; wechat_h5: WeChat H5 pay from a mobile browser; alipay_wap: Alipay's mobile
 * site pay (Alipay browser, mobile browsers); alipay_page: Alipay's page pay on a desktop.
 */
export const PAYMENT_METHODS = [
  'wechat_jsapi',
  'wechat_oa_jsapi',
  'wechat_native',
  'wechat_h5',
  'alipay_wap',
  'alipay_page',
  'sandbox',
  'free'
] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** What the pay page asks the server for: each names one way to pay (a method, or the WeChat sandbox). */
export const PAY_CHANNELS = ['jsapi', 'oa_jsapi', 'native', 'h5', 'alipay_wap', 'alipay_page', 'sandbox'] as const
export type PayChannel = (typeof PAY_CHANNELS)[number]

/** The providers a server can offer (GET /api/pay/methods): the app picks the channels that fit its container. */
export const PAY_PROVIDERS = ['wechat', 'alipay'] as const
export type PayProvider = (typeof PAY_PROVIDERS)[number]

/** What happened to a second payment of an already-paid order: refunded automatically through its own method. */
export const AUTO_REFUND_STATUSES = ['refunding', 'refunded', 'failed'] as const
export type AutoRefundStatus = (typeof AUTO_REFUND_STATUSES)[number]

/** product rules §4 refund approval: pending → finance_approved → paying → approved, or rejected. */
export const REFUND_STATUSES = ['pending', 'finance_approved', 'paying', 'approved', 'rejected'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

export const INVOICE_TYPES = ['personal', 'business'] as const
export type InvoiceType = (typeof INVOICE_TYPES)[number]
/** product rules §4 invoice mailing. */
export const INVOICE_MAIL_STATUSES = ['not_mailed', 'mailed'] as const
export type InvoiceMailStatus = (typeof INVOICE_MAIL_STATUSES)[number]

/** product rules §3: course redeem, free order, amount off, discount. */
export const COUPON_TYPES = ['course_redeem', 'free_order', 'amount_off', 'discount'] as const
export type CouponType = (typeof COUPON_TYPES)[number]
/** product rules §4 coupon states. */
export const COUPON_STATES = ['unused', 'used', 'expired'] as const
export type CouponState = (typeof COUPON_STATES)[number]

/** product rules §3 points: changes by manual adjustment, purchase, refund or redemption. */
export const POINTS_REASONS = ['manual', 'purchase', 'refund', 'redemption'] as const
export type PointsReason = (typeof POINTS_REASONS)[number]
/**
 * What a ledger row stands for, finer than its stored reason: 'refund' rows are points given back when an unpaid
 * order closes, points given back by a refund, or purchase points taken back by a refund. The server derives it.
 */
export const POINTS_ENTRY_KINDS = ['earned', 'spent', 'adjusted', 'returned_on_close', 'returned_on_refund', 'reversed_on_refund'] as const
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number]
/** 100 points are worth 1 yuan (100 fen): 1 point = 1 fen. */
export const FEN_PER_POINT = 1
/** Points can pay at most half of what is left after coupons, so an order always costs real money too. */
export const POINTS_MAX_SHARE = 0.5
/** Points earned per yuan actually paid. */
export const POINTS_PER_YUAN_PAID = 1
