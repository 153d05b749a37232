// Shapes of the console's operator refunds (full or partial, started from an order) and offline orders (a bank
// transfer finance records with its proof). No zod here (the console imports this file): the input schemas live
// in the server (server/src/contexts/commerce/admin/refund-schemas.ts).
import type { RefundReasonKind } from './constants'

/** POST /api/admin/orders/:id/refunds: amount in fen, at most the refundable rest (the server computes it). */
export interface OperatorRefundInput {
  amountFen: number
  reasonKind: RefundReasonKind
  /** Required when the reason is `other` (1–200 characters), optional otherwise. */
  note?: string
}

/** PUT /api/admin/refunds/:id/manual-payout: finance paid an offline order's refund by hand. */
export interface ManualPayoutInput {
  /** The bank transfer's reference (流水号), 1–64 characters. */
  reference: string
  note?: string
}

/** What the console shows next to the refund action: how much may still go back. */
export interface OrderRefundable {
  paidFen: number
  refundedFen: number
  /** Refunds asked for and not finished yet. */
  openFen: number
  /** paid − refunded − open. */
  refundableFen: number
}

/** POST /api/admin/orders/offline. */
export interface OfflineOrderInput {
  /** The learner's registered phone number. */
  phone: string
  goodsId: number
  classId?: number
  examSessionId?: number
  /** What arrived on the bank account, in fen. */
  amountFen: number
  /** Why the amount differs from the price; required when it does. */
  priceNote?: string
  bankReference: string
  /** China date `YYYY-MM-DD` the transfer arrived. */
  transferDate: string
  /** The proof's upload path (POST /api/file/upload, kind `file`: an image or a PDF). */
  proofPath: string
}

/** The offline receipt shown on an order paid by bank transfer. */
export interface OfflineReceipt {
  bankReference: string
  transferDate: string
  /** Served from the same origin as the learner's refund proofs (`/uploads/…`). */
  proofPath: string
  listPriceFen: number
  priceNote: string
  recordedBy: string
  recordedAt: string
}
