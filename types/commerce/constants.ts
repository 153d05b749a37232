// Value lists of commerce (orders, payment, refunds, invoices): pure constants, safe for the app bundle.

export const ORDER_STATUSES = ['unpaid', 'paid', 'closed', 'refunding', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Unpaid orders close by themselves after this long, releasing seats, coupons and points. */
export const ORDER_PAY_WINDOW_MINUTES = 30

/**
 * wechat_jsapi: in the mini-program; wechat_oa_jsapi: in the WeChat browser, under the official account;
 * wechat_native: QR code on a desktop; wechat_h5: WeChat H5 pay from a mobile browser; alipay_wap: Alipay's mobile
 * site pay (Alipay browser, mobile browsers); alipay_page: Alipay's page pay on a desktop; offline: a bank transfer
 * finance recorded by hand (no provider: its refunds are paid out by hand too).
 */
export const PAYMENT_METHODS = [
  'wechat_jsapi',
  'wechat_oa_jsapi',
  'wechat_native',
  'wechat_h5',
  'alipay_wap',
  'alipay_page',
  'sandbox',
  'free',
  'offline'
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

/** Why an operator refunds an order from the console (the learner's own request has free text only). */
export const REFUND_REASON_KINDS = ['class_cancelled', 'goodwill', 'other'] as const
export type RefundReasonKind = (typeof REFUND_REASON_KINDS)[number]
