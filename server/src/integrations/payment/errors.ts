// The two ways a payment integration call fails. Neither message is meant for the payer: the orders module logs
// them and answers with its own words.

export type VerificationFailure =
  | 'MISSING_HEADERS' // a signature header is absent
  | 'STALE_TIMESTAMP' // signed too long ago (or in the future): a possible replay
  | 'UNKNOWN_SERIAL' // signed with a key we do not have (wrong public key id, unknown certificate)
  | 'BAD_SIGNATURE' // the signature does not match the body: tampered or forged
  | 'DECRYPT_FAILED' // AES-GCM authentication failed: wrong APIv3 key or tampered ciphertext
  | 'MALFORMED' // signed and decrypted, but not the shape we expect

/**
 * An inbound message (notification or API response) that cannot be trusted. The notify route answers WeChat with
 * HTTP 4xx + {code: 'FAIL'} and changes nothing; WeChat retries genuine notifications later.
 */
export class PaymentVerificationError extends Error {
  constructor(
    readonly reason: VerificationFailure,
    message: string
  ) {
    super(message)
    this.name = 'PaymentVerificationError'
  }
}

/**
 * An outbound call that did not succeed. `code` is WeChat's error code (ORDER_NOT_EXIST, NOT_ENOUGH, ...) or one of
 * ours: TIMEOUT, NETWORK, BAD_RESPONSE, INVALID_REQUEST.
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly httpStatus?: number,
    /**
     * True when the request may have been carried out anyway (timeout, connection lost, 5xx): the caller must not
     * assume failure; query (queryPayment / queryRefund) or retry with the same out_trade_no / out_refund_no.
     */
    readonly outcomeUnknown = false
  ) {
    super(message)
    this.name = 'PaymentProviderError'
  }
}

export function isPaymentVerificationError(err: unknown): err is PaymentVerificationError {
  return err instanceof PaymentVerificationError
}
