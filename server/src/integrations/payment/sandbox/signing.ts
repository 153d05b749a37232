// HMAC signing for the sandbox: pay tokens and notifications are signed with a secret that lives only in this
// process's memory, so nothing outside the server can forge a "payment", and nothing survives a restart.
import crypto from 'node:crypto'
import { PaymentVerificationError } from '../errors'
import type { IncomingHeaders, SignedNotification } from '../types'
import { normalizeHeaders, SIGNATURE_MAX_AGE_SECONDS, unixSeconds } from '../wechat-pay/signing'

const HEADER_TIMESTAMP = 'sandbox-timestamp'
const HEADER_NONCE = 'sandbox-nonce'
const HEADER_SIGNATURE = 'sandbox-signature'

export interface SandboxSigner {
  /** An opaque token naming one payment; only this process can make one. */
  token(outTradeNo: string): string
  /** The outTradeNo inside a token made by token(); throws PaymentVerificationError for anything else. */
  openToken(token: string): string
  sign(body: object): SignedNotification
  /** Same checks as WeChat's: fresh timestamp and a signature over the raw body. */
  verify(headers: IncomingHeaders, rawBody: string): void
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && crypto.timingSafeEqual(left, right)
}

export function createSandboxSigner(secret: Buffer = crypto.randomBytes(32)): SandboxSigner {
  const mac = (text: string) => crypto.createHmac('sha256', secret).update(text).digest('base64url')
  const notificationMac = (timestamp: string, nonce: string, body: string) =>
    mac(`notify\n${timestamp}\n${nonce}\n${body}\n`)

  return {
    token: (outTradeNo) => `${Buffer.from(outTradeNo).toString('base64url')}.${mac(`token\n${outTradeNo}`)}`,

    openToken(token) {
      const [encoded = '', signature = ''] = token.split('.')
      const outTradeNo = Buffer.from(encoded, 'base64url').toString('utf8')
      if (!outTradeNo || !sameText(signature, mac(`token\n${outTradeNo}`))) {
        throw new PaymentVerificationError('BAD_SIGNATURE', 'not a sandbox pay token of this server')
      }
      return outTradeNo
    },

    sign(body) {
      const rawBody = JSON.stringify(body)
      const timestamp = String(unixSeconds())
      const nonce = crypto.randomBytes(16).toString('hex')
      const signature = notificationMac(timestamp, nonce, rawBody)
      const headers = { [HEADER_TIMESTAMP]: timestamp, [HEADER_NONCE]: nonce, [HEADER_SIGNATURE]: signature }
      return { headers, rawBody }
    },

    verify(rawHeaders, rawBody) {
      const headers = normalizeHeaders(rawHeaders)
      const [timestamp, nonce, signature] = [HEADER_TIMESTAMP, HEADER_NONCE, HEADER_SIGNATURE].map((name) => {
        const value = headers[name]
        return Array.isArray(value) ? value[0] : value
      })
      if (!timestamp || !nonce || !signature) {
        throw new PaymentVerificationError('MISSING_HEADERS', 'sandbox signature headers missing')
      }
      if (Math.abs(unixSeconds() - Number(timestamp)) > SIGNATURE_MAX_AGE_SECONDS || !/^\d+$/.test(timestamp)) {
        throw new PaymentVerificationError('STALE_TIMESTAMP', 'sandbox notification is too old')
      }
      if (!sameText(signature, notificationMac(timestamp, nonce, rawBody))) {
        throw new PaymentVerificationError('BAD_SIGNATURE', 'sandbox signature does not match the body')
      }
    }
  }
}
