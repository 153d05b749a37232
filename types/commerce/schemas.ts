// Commerce: checkout, orders, payment, refunds, invoices and logistics. Money is integer fen everywhere and
// every amount is computed by the server. Zod schemas are the server's strict input validation; the app
// imports only types from here (import type) and constants from ./constants and ../catalog/constants.
import { z } from 'zod'
import {
  INVOICE_MAIL_STATUSES, INVOICE_TYPES, ORDER_STATUSES, PAY_CHANNELS, type InvoiceMailStatus, type OrderStatus,
  type PaymentMethod, type PayProvider, type RefundStatus
} from './constants'
import { MAX_SERIAL, PHONE_RE } from '../validation'
import type { GoodsSummary, Coupon } from '../catalog/schemas'

const page = z.coerce.number().int().min(1, '页码无效').default(1)
const size = z.coerce.number().int().min(1).max(50, '每页最多50条').default(10)
const id = z.coerce.number('编号无效').int('编号无效').positive('编号无效').max(MAX_SERIAL, '编号无效')
const uploadPath = z.string().max(300).refine((v) => v.startsWith('/uploads/'), '凭证图片无效')

// ---- Checkout ----

const checkoutFields = {
  goodsId: id,
  classId: id.optional(),
  examSessionId: id.optional(),
  couponId: id.optional(),
  /** Points the buyer wants to spend; the server caps them. */
  points: z.coerce.number().int().min(0, '积分不能为负').max(10_000_000).default(0)
}
export const quoteSchema = z.strictObject(checkoutFields)
export type QuoteInput = z.input<typeof quoteSchema>

export interface Quote {
  goods: GoodsSummary
  priceFen: number
  bundleDeductionFen: number
  couponDiscountFen: number
  pointsUsed: number
  pointsDiscountFen: number
  /** What this checkout would cost: amountDue() of the parts above (types/money.ts). */
  amountDueFen: number
  pointsBalance: number
  maxPoints: number
  usableCoupons: Coupon[]
  /**
   * Every unused coupon the buyer holds, measured against this checkout by the server: the usable ones first, the
   * largest saving first (the first one is the best choice), then the ones that do not apply, each with why.
   */
  couponOptions: CouponOption[]
  needsAddress: boolean
  agreements: { id: number; title: string }[]
  /** The chosen class or exam session in words ('' when the goods has neither), e.g. '北京第12期 · 2026-12-01 ~ 2026-12-30'. */
  choice: string
}

/** Why a coupon the buyer holds does not apply to a checkout. */
export type CouponRefusalReason = 'out_of_scope' | 'not_a_course' | 'min_spend'

export interface CouponOption {
  coupon: Coupon
  /** What this coupon would take off this checkout (before points); 0 when it does not apply. */
  savingFen: number
  /** Null when the coupon applies. */
  refusal: CouponRefusalReason | null
}

export const invoiceRequestSchema = z.strictObject({
  type: z.enum(INVOICE_TYPES, '发票类型无效').meta({ title: '发票类型' }),
  title: z.string().trim().min(1, '请填写发票抬头').max(100, '发票抬头过长').meta({ title: '发票抬头' }),
  taxId: z.string().trim().max(30, '税号过长').default('').meta({ title: '税号' }),
  content: z.string().trim().min(1, '请填写发票内容').max(50, '发票内容过长').default('培训费').meta({ title: '发票内容' }),
  contact: z.string().trim().min(1, '请填写联系人').max(30, '联系人过长').meta({ title: '联系人' }),
  phone: z.string().trim().regex(PHONE_RE, '联系电话格式不正确').meta({ title: '联系电话' }),
  address: z.string().trim().max(150, '邮寄地址过长').default('').meta({ title: '邮寄地址' }),
  bank: z.string().trim().max(60, '开户银行过长').default('').meta({ title: '开户银行' }),
  account: z.string().trim().max(40, '银行账号过长').default('').meta({ title: '银行账号' }),
  note: z.string().trim().max(200, '备注过长').default('').meta({ title: '备注' })
}).refine((v) => v.type === 'personal' || /^[0-9A-Z]{15,20}$/.test(v.taxId), { message: '企业发票需填写正确的税号', path: ['taxId'] })
export type InvoiceRequest = z.input<typeof invoiceRequestSchema>

export const createOrderSchema = z.strictObject({
  ...checkoutFields,
  /** The app makes one per checkout screen; the same id twice creates one order. */
  clientRequestId: z.string().uuid('请求编号无效'),
  /** The sales code of the share link the buyer opened (attribution); an unknown code is kept but earns no one. */
  salesCode: z.string().trim().regex(/^[A-Za-z0-9]{4,16}$/, '推广码无效').optional(),
  addressId: id.optional(),
  agreementIds: z.array(id).max(20).default([]),
  invoice: invoiceRequestSchema.optional()
})
export type CreateOrderInput = z.input<typeof createOrderSchema>

/**
 * jsapi: in the mini-program; oa_jsapi: in the WeChat browser (needs the official-account openid); native: QR on a
 * desktop; h5: WeChat H5 pay from a mobile browser; alipay_wap / alipay_page: Alipay on a phone / a desktop.
 */
export const payOrderSchema = z.strictObject({ channel: z.enum(PAY_CHANNELS, '支付方式无效') })
export type PayOrderInput = z.infer<typeof payOrderSchema>

/** The code WeChat's 网页授权 (snsapi_base) appends to our page, for POST /api/wechat/oa/openid. */
export const wechatOaCodeSchema = z.strictObject({ code: z.string().trim().min(1, '微信授权失败，请重试').max(128, '微信授权失败，请重试') })
export type WechatOaCodeInput = z.infer<typeof wechatOaCodeSchema>

/** GET /api/wechat/oa/openid: whether the WeChat browser pays by JSAPI, and whether this account can already. */
export interface WechatOaStatus {
  /** The official account to ask for 网页授权; null = JSAPI is not available in the WeChat browser (pay by QR). */
  appId: string | null
  /** This account has an openid under appId, so it can pay now without a detour through 网页授权. */
  linked: boolean
}

export interface PayStart {
  method: PaymentMethod
  /** Mini-program / WeChat browser: hand these to requestPayment / WeixinJSBridge. */
  jsapi?: { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string }
  /** Other browsers: show as a QR code to scan with WeChat. */
  codeUrl?: string
  /** WeChat H5 and Alipay: open this URL; the provider sends the payer back to the pay page, which polls. */
  payUrl?: string
  /** Embedded default: confirm with POST /api/pay/sandbox/confirm. */
  sandboxToken?: string
}

/** GET /api/pay/methods: the providers this server is configured for; sandbox = the embedded pretend payments. */
export interface PayMethods {
  providers: PayProvider[]
  /** The WeChat browser can pay by JSAPI under the official account (WECHAT_OA_APPID is configured). */
  wechatOaJsapi: boolean
  sandbox: boolean
}

// ---- Orders ----

export const orderListQuery = z.strictObject({ page, size, status: z.enum(ORDER_STATUSES, '订单状态无效').optional() })
export type OrderListQuery = z.input<typeof orderListQuery>

export interface OrderSummary {
  id: number
  orderNo: string
  status: OrderStatus
  goods: Pick<GoodsSummary, 'id' | 'kind' | 'title' | 'cover'>
  className?: string
  /** The goods' price when ordered. */
  totalFen: number
  /** Everything deducted from totalFen (bundle, coupon, points), for display; never subtract it yourself. */
  discountFen: number
  /** What the buyer must pay for this order and, once isPaid(order) (types/money.ts), what they paid. */
  amountDueFen: number
  createdAt: string
  payDeadline: string
  /** An invoice has been asked for (the list offers 查看发票); only the list fills it, the detail has `invoice`. */
  hasInvoice?: boolean
}

/** When and where an order's class or exam session takes place (order detail). */
export interface OrderSchedule {
  kind: 'class' | 'exam'
  /** The class's name ('' for an exam session). */
  name: string
  city: string
  /** 'YYYY-MM-DD'; an exam session starts and ends on its day. */
  startDate: string
  endDate: string
  /** A class's timetable in words (e.g. '周六、周日 9:00-17:00', may be ''); an exam's start 'YYYY-MM-DD HH:mm'. */
  time: string
  /** An exam's venue and address; '' for a class (classes keep only a city). */
  venue: string
}

/** GET /api/order/counts: how many orders the user has in each status, and in all. */
export type OrderCounts = Record<OrderStatus | 'all', number>

export interface Order extends OrderSummary {
  paymentMethod: PaymentMethod | null
  /** The provider's number for the payment (WeChat transaction_id, Alipay trade_no); null until paid. */
  transactionId: string | null
  paidAt: string | null
  closedAt: string | null
  couponDiscountFen: number
  pointsUsed: number
  bundleDeductionFen: number
  address: { recipient: string; phone: string; region: string; detail: string } | null
  /** The class or exam session bought (null for goods without one). */
  schedule: OrderSchedule | null
  logistics: Logistics | null
  refund: Refund | null
  invoice: Invoice | null
}

// ---- Refunds ----

export const refundRequestSchema = z.strictObject({
  reason: z.string().trim().min(2, '请填写退款原因').max(200, '退款原因不能超过200个字'),
  amountFen: z.coerce.number().int().positive('退款金额必须大于0'),
  proofImages: z.array(uploadPath).max(6, '凭证最多6张').default([])
})
export type RefundRequestInput = z.input<typeof refundRequestSchema>

export interface Refund {
  id: number
  status: RefundStatus
  amountFen: number
  reason: string
  proofImages: string[]
  submittedAt: string
  /** When finance approved or rejected it (null while it waits): the middle step of the refund timeline. */
  reviewedAt: string | null
  paidAt: string | null
  result: string
  note: string
}

export const refundReviewSchema = z.strictObject({ note: z.string().trim().max(200, '备注不能超过200个字').default('').meta({ title: '备注' }) })
export type RefundReviewInput = z.input<typeof refundReviewSchema>

// ---- Invoices and logistics ----

export interface Invoice extends Omit<z.output<typeof invoiceRequestSchema>, never> {
  id: number
  amountFen: number
  mailStatus: InvoiceMailStatus
  invoiceNo: string
  invoiceDate: string | null
  mailNo: string
  createdAt: string
}

export const invoiceAdminSchema = z.strictObject({
  invoiceNo: z.string().trim().max(40, '发票号码不能超过40个字符').optional().meta({ title: '发票号码' }),
  invoiceDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '开票日期格式应为YYYY-MM-DD').optional().meta({ title: '开票日期' }),
  mailStatus: z.enum(INVOICE_MAIL_STATUSES, '邮寄状态无效').optional().meta({ title: '邮寄状态' }),
  mailNo: z.string().trim().max(40, '邮寄单号不能超过40个字符').optional().meta({ title: '邮寄单号' })
})
export type InvoiceAdminInput = z.input<typeof invoiceAdminSchema>

export interface LogisticsEntry { time: string; text: string }
export interface Logistics { carrier: string; mailNo: string; status: string; entries: LogisticsEntry[] }
export const logisticsAdminSchema = z.strictObject({
  carrier: z.string().trim().min(1, '请填写快递公司').max(30, '快递公司不能超过30个字').meta({ title: '快递公司' }),
  mailNo: z.string().trim().min(1, '请填写快递单号').max(40, '快递单号不能超过40个字符').meta({ title: '快递单号' }),
  status: z.string().trim().max(30, '物流状态不能超过30个字').default('运输中').meta({ title: '物流状态' }),
  entries: z.array(z.strictObject({
    time: z.string().max(30, '时间不能超过30个字符').meta({ title: '时间' }),
    text: z.string().trim().min(1, '请填写物流信息').max(200, '物流信息不能超过200个字').meta({ title: '物流信息' })
  })).max(100, '物流记录最多100条').default([]).meta({ title: '物流记录' })
})
export type LogisticsAdminInput = z.input<typeof logisticsAdminSchema>

// ---- Payment state, sandbox confirmation (added with the orders module); the back office's shapes: admin-orders.ts ----

/** GET /api/order/{id}/payment: what pages/order/payView polls until the order is paid or closed. */
export interface PaymentState {
  status: OrderStatus
  paidAt: string | null
}

/** POST /api/pay/sandbox/confirm (embedded default only): the pay page confirms the pretend payment. */
export const sandboxConfirmSchema = z.strictObject({
  orderId: id,
  sandboxToken: z.string().trim().min(1, '支付凭证无效').max(500, '支付凭证无效')
})
export type SandboxConfirmInput = z.input<typeof sandboxConfirmSchema>
