// The one payment interface the orders module talks to. Two implementations: WeChat Pay API v3 (wechat-pay/) and
// the embedded sandbox (sandbox/). Chosen once at start by createPaymentProvider (index.ts).
//
// Money is integer fen everywhere, as in the rest of the API. Nothing here touches the database: applying a
// payment or refund to an order (amount / appid / mchid checks, idempotency) is the orders module's job; see README.

/** Merchant transfers to a user's WeChat balance (商家转账): wechat-pay/transfer.ts. */
export const TRANSFER_STATES = [
  'ACCEPTED', 'PROCESSING', 'WAIT_USER_CONFIRM', 'TRANSFERING', 'SUCCESS', 'FAIL', 'CANCELING', 'CANCELLED'
] as const
export type TransferState = (typeof TRANSFER_STATES)[number]

/** States after which WeChat moves no more money for this out_bill_no. */
export const TRANSFER_FAILED_STATES: ReadonlySet<TransferState> = new Set(['FAIL', 'CANCELLED'])

export interface TransferInput {
  /** Letters and digits only, ≤ 32, unique per merchant. */
  outBillNo: string
  /** The payee's openid under the merchant's appid (the mini-program's). */
  openid: string
  amountFen: number
  /** Shown to the payee, ≤ 32 characters. */
  remark: string
  /** The transfer scene the merchant was granted (商户平台 → 产品中心 → 商家转账), e.g. 1005 佣金报酬. */
  sceneId: string
  /** The scene's report items (转账场景报备信息), exactly as its table in WeChat's guide names them. */
  reportInfos: { infoType: string; infoContent: string }[]
  /** What the payee sees as the reason (用户收款感知), one of the scene's fixed values. */
  recvPerception?: string
}

export interface TransferBill {
  outBillNo: string
  transferBillNo: string
  state: TransferState
  /** For WAIT_USER_CONFIRM: what the mini-program passes to wx.requestMerchantTransfer so the payee confirms. */
  packageInfo?: string
  failReason?: string
  updatedAt?: Date
}

export interface WechatTransfers {
  /** The appid transfers are made under; the payee's openid must belong to it. */
  readonly appid: string
  readonly mchid: string
  createTransfer(input: TransferInput): Promise<TransferBill>
  /** null when WeChat has no transfer under this number (it was never received). */
  queryTransfer(outBillNo: string): Promise<TransferBill | null>
}

/** Trade states of WeChat Pay API v3 (trade_state). The sandbox uses the same names. */
export type TradeState = 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'USERPAYING' | 'PAYERROR'

/** Refund states of WeChat Pay API v3 (status / refund_status). */
export type RefundStatus = 'SUCCESS' | 'CLOSED' | 'PROCESSING' | 'ABNORMAL'

/**
 * How the payer pays: JSAPI inside WeChat (mini-program, WeChat browser), Native = QR code on a desktop, H5 = a
 * mobile browser outside WeChat (WeChat opens from the browser and returns to our result page); Alipay: wap in the
 * Alipay browser and mobile browsers, page on a desktop.
 */
export type PaymentChannel = 'jsapi' | 'native' | 'h5' | 'alipay_wap' | 'alipay_page'

export interface CreatePaymentInput {
  /** Our order number, 6-32 chars of [0-9A-Za-z_-|*]; unique per merchant and reused for query/close/refund. */
  outTradeNo: string
  /** Shown to the payer on the WeChat bill (≤ 127 chars). */
  description: string
  amountFen: number
  channel: PaymentChannel
  /** Payer's openid; required for JSAPI. */
  openid?: string
  /** The appid the openid belongs to: merchant.appid (default) or merchant.oaAppid. */
  appid?: string
  /** After this the payment can no longer be made (sent as time_expire). */
  expiresAt: Date
  /** Opaque text returned unchanged in the notification (≤ 128 chars). */
  attach?: string
  /** The payer's IP as we saw it: WeChat H5 requires it (scene_info.payer_client_ip). */
  payerIp?: string
  /** Where the provider sends the payer back after paying (H5 redirect_url, Alipay return_url). */
  returnUrl?: string
}

/** The object the client passes to Taro.requestPayment / WeixinJSBridge 'getBrandWCPayRequest'. */
export interface JsapiPayParams {
  appId: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'RSA'
  paySign: string
}

/** What the pay page needs to let the payer pay, by channel. */
export type PaymentLaunch =
  | { kind: 'jsapi'; jsapi: JsapiPayParams }
  | { kind: 'native'; codeUrl: string }
  /** WeChat H5 (h5_url) and Alipay wap/page (the signed gateway URL): the browser goes there. */
  | { kind: 'redirect'; payUrl: string }
  /** Sandbox only: the pay page sends this back to confirm the (pretend) payment. */
  | { kind: 'sandbox'; sandboxToken: string }

/** A verified, decrypted payment state: from a notification or from a query. */
export interface PaymentNotification {
  outTradeNo: string
  /** WeChat's transaction id; absent until the payer has paid (NOTPAY, CLOSED before paying). */
  transactionId?: string
  tradeState: TradeState
  /**
   * Order total in fen (amount.total). THIS is what must equal the order's amount. Always present for SUCCESS and
   * REFUND (the parsers reject such a message without it); an unpaid transaction may lack it.
   */
  totalFen?: number
  /** What the payer actually paid (amount.payer_total); less than totalFen when WeChat coupons applied. */
  payerTotalFen?: number
  appid: string
  mchid: string
  successTime?: Date
  payerOpenid?: string
  attach?: string
}

export interface RefundInput {
  outTradeNo: string
  /** Our refund number; WeChat treats a repeated out_refund_no as the same refund (idempotency key). */
  outRefundNo: string
  refundFen: number
  /** The original payment's total; WeChat checks it. */
  totalFen: number
  reason?: string
}

/** A verified refund state: from the refund call, a refund query, or a refund notification. */
export interface RefundResult {
  outTradeNo: string
  outRefundNo: string
  /** WeChat's refund id. */
  refundId: string
  status: RefundStatus
  refundFen: number
  totalFen: number
  /** Merchant number the refund belongs to (present in notifications; the refund API echoes none, so ours). */
  mchid: string
  successTime?: Date
}

export type RefundNotification = RefundResult

/** Request headers as node/fastify give them. */
export type IncomingHeaders = Record<string, string | string[] | undefined>

/** A notification as it would arrive over HTTP: exactly what the notify route must feed to parse*Notification. */
export interface SignedNotification {
  headers: Record<string, string>
  rawBody: string
}

interface PaymentProviderBase {
  /**
   * The merchant number every notification must carry, and the appids payments are made under: appid for Native
   * and the mini-program, oaAppid (when configured) for the WeChat browser. The orders module compares them.
   */
  readonly merchant: { appid: string; mchid: string; oaAppid?: string }
  createPayment(input: CreatePaymentInput): Promise<PaymentLaunch>
  /** Verifies the signature over the RAW body and decrypts; throws PaymentVerificationError on any doubt. */
  parsePaymentNotification(headers: IncomingHeaders, rawBody: string): Promise<PaymentNotification>
  /** The provider's current view of a payment, for when the notification is late; null if it never existed. */
  queryPayment(outTradeNo: string): Promise<PaymentNotification | null>
  /** Stops an unpaid payment from being paid (call before closing the order). */
  closePayment(outTradeNo: string): Promise<void>
  /** Starts a refund. Usually PROCESSING; the final state comes by refund notification or queryRefund. */
  refund(input: RefundInput): Promise<RefundResult>
  /** outTradeNo: Alipay finds a refund by both numbers; WeChat by the refund number alone. */
  queryRefund(outRefundNo: string, outTradeNo?: string): Promise<RefundResult | null>
  parseRefundNotification(headers: IncomingHeaders, rawBody: string): Promise<RefundNotification>
}

export interface WechatPaymentProvider extends PaymentProviderBase {
  readonly kind: 'wechat'
  /** Merchant transfers to a user's WeChat balance (商家转账), e.g. commission payouts. */
  readonly transfers: WechatTransfers
}

/** Alipay (integrations/alipay): the same interface; merchant.appid is the app id, merchant.mchid the seller id. */
export interface AlipayPaymentProvider extends PaymentProviderBase {
  readonly kind: 'alipay'
}

/** The sandbox's pay page: a token per payment, confirmed into a signed notification in the provider's format. */
export interface SandboxConfirmation {
  /** The out_trade_no a pay token was made for, without touching the payment; throws for a token not ours. */
  tradeNoOf(sandboxToken: string): string
  /**
   * The pay page's "confirm": a signed SUCCESS notification for the token, to feed to the notify path (the Alipay
   * twin's comes later: it makes its keys on first use).
   */
  confirmPayment(sandboxToken: string): SignedNotification | Promise<SignedNotification>
}

/** Alipay's sandbox twin: real alipay-sdk signatures with keys made on first use, no money, no network. */
export interface AlipaySandboxProvider extends PaymentProviderBase, SandboxConfirmation {
  readonly kind: 'alipay-sandbox'
}

export type AlipayProvider = AlipayPaymentProvider | AlipaySandboxProvider

export interface SandboxPaymentProvider extends PaymentProviderBase {
  readonly kind: 'sandbox'
  /** The out_trade_no a pay token was made for, without touching the payment; throws for a token not ours. */
  tradeNoOf(sandboxToken: string): string
  /** The pay page's "confirm": a signed SUCCESS notification for the token, to feed to the notify path. */
  confirmPayment(sandboxToken: string): SignedNotification
  /** The refund notification for a refund made by refund(), to feed to the refund notify path. */
  refundNotification(outRefundNo: string): SignedNotification
}

/** Narrow with `provider.kind === 'sandbox'` to reach the sandbox-only methods. */
export type PaymentProvider = WechatPaymentProvider | SandboxPaymentProvider
