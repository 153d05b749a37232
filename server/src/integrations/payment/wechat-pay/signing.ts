// WeChat Pay API v3 signatures (SHA256withRSA, 2048-bit keys): what we sign with the merchant private key, and how
// we check what WeChat signs with its platform key. Every signed message is a list of lines, each ended by '\n'.
import crypto, { type KeyObject } from 'node:crypto'
import { PaymentVerificationError } from '../errors'
import type { IncomingHeaders, JsapiPayParams } from '../types'

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048'

/**
 * WeChat Pay rejects requests whose timestamp is more than 5 minutes off, and asks merchants to do the same with
 * notifications and responses: a captured message cannot be replayed after that.
 */
export const SIGNATURE_MAX_AGE_SECONDS = 5 * 60

/** WeChat sends probe messages with signatures starting so, to check that merchants really verify (they must fail). */
const PROBE_SIGNATURE_PREFIX = 'WECHATPAY/SIGNTEST/'

export function signLines(lines: string[], privateKey: KeyObject): string {
  return crypto.sign('sha256', Buffer.from(lines.map((line) => `${line}\n`).join('')), privateKey).toString('base64')
}

function verifyLines(lines: string[], signature: string, publicKey: KeyObject): boolean {
  const message = Buffer.from(lines.map((line) => `${line}\n`).join(''))
  try {
    return crypto.verify('sha256', message, publicKey, Buffer.from(signature, 'base64'))
  } catch {
    return false // malformed signature bytes: just as untrusted as a wrong one
  }
}

/** 32 random alphanumerics; WeChat accepts at most 32. */
export function newNonce(): string {
  return crypto.randomBytes(16).toString('hex').toUpperCase()
}

export const unixSeconds = (date = new Date()): number => Math.floor(date.getTime() / 1000)

export interface RequestSigner {
  mchid: string
  /** Serial number of the merchant API certificate whose private key signs. */
  serialNo: string
  privateKey: KeyObject
}

/** The Authorization header for one API request. `url` is the path with query string, as sent. */
export function authorizationHeader(signer: RequestSigner, method: string, url: string, body: string): string {
  const timestamp = String(unixSeconds())
  const nonce = newNonce()
  const signature = signLines([method, url, timestamp, nonce, body], signer.privateKey)
  return (
    `${AUTH_SCHEMA} mchid="${signer.mchid}",nonce_str="${nonce}",signature="${signature}",` +
    `timestamp="${timestamp}",serial_no="${signer.serialNo}"`
  )
}

/** The parameters wx.requestPayment needs, signed with the merchant key (signType RSA). */
export function jsapiPayParams(appId: string, prepayId: string, privateKey: KeyObject): JsapiPayParams {
  const timeStamp = String(unixSeconds())
  const nonceStr = newNonce()
  const pkg = `prepay_id=${prepayId}`
  const paySign = signLines([appId, timeStamp, nonceStr, pkg], privateKey)
  return { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign }
}

/** Where WeChat's public keys come from: one configured public key, or downloaded platform certificates. */
export interface PlatformKeys {
  /** The key for a Wechatpay-Serial value; throws PaymentVerificationError('UNKNOWN_SERIAL') if there is none. */
  keyFor(serial: string): Promise<KeyObject>
}

function header(headers: IncomingHeaders, name: string): string {
  const value = headers[name] ?? headers[name.toLowerCase()]
  const text = Array.isArray(value) ? value[0] : value
  if (!text) throw new PaymentVerificationError('MISSING_HEADERS', `header ${name} is missing`)
  return text
}

/** Lower-cases header names, so fetch Headers, node's IncomingHttpHeaders and hand-made objects look alike. */
export function normalizeHeaders(headers: IncomingHeaders): IncomingHeaders {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
}

/**
 * Checks a message WeChat signed (a notification or an API response) over its exact raw body: fresh timestamp,
 * known serial, valid signature. Throws PaymentVerificationError otherwise.
 */
export async function verifyWechatSignature(
  rawHeaders: IncomingHeaders,
  body: string,
  keys: PlatformKeys,
  nowSeconds = unixSeconds()
): Promise<void> {
  const headers = normalizeHeaders(rawHeaders)
  const timestamp = header(headers, 'wechatpay-timestamp')
  const nonce = header(headers, 'wechatpay-nonce')
  const signature = header(headers, 'wechatpay-signature')
  const serial = header(headers, 'wechatpay-serial')
  const age = nowSeconds - Number(timestamp)
  if (!/^\d+$/.test(timestamp) || Math.abs(age) > SIGNATURE_MAX_AGE_SECONDS) {
    throw new PaymentVerificationError('STALE_TIMESTAMP', `signature timestamp ${timestamp} is stale or in the future`)
  }
  const key = await keys.keyFor(serial)
  if (signature.startsWith(PROBE_SIGNATURE_PREFIX) || !verifyLines([timestamp, nonce, body], signature, key)) {
    throw new PaymentVerificationError('BAD_SIGNATURE', 'signature does not match the body')
  }
}
