// TEST ONLY. What WeChat Pay signs and encrypts, reproduced for the fake server and for tests that need a genuine
// (or deliberately broken) notification: AES-256-GCM resources and WECHATPAY2-SHA256-RSA2048 signatures.
import crypto, { type KeyObject } from 'node:crypto'

export function encryptResource(plaintext: string, apiV3Key: string, associatedData: string) {
  const nonce = crypto.randomBytes(6).toString('hex') // WeChat uses 12 printable characters
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'))
  cipher.setAAD(Buffer.from(associatedData, 'utf8'))
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: data.toString('base64'), nonce, associated_data: associatedData }
}

export function signLines(lines: string[], key: KeyObject): string {
  return crypto.sign('sha256', Buffer.from(lines.map((l) => `${l}\n`).join('')), key).toString('base64')
}

export interface WechatSignOptions {
  serial: string
  key: KeyObject
  /** Unix seconds; default now. Set an old one to test replay protection. */
  timestamp?: number
}

/** The Wechatpay-* headers WeChat puts on responses and notifications, signing `body` exactly as given. */
export function wechatSignatureHeaders(body: string, options: WechatSignOptions): Record<string, string> {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000))
  const nonce = crypto.randomBytes(16).toString('hex')
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signLines([timestamp, nonce, body], options.key),
    'wechatpay-serial': options.serial,
    'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048'
  }
}

export interface ParsedAuthorization {
  schema: string
  mchid: string
  nonce_str: string
  signature: string
  timestamp: string
  serial_no: string
}

export function parseAuthorization(header: string | undefined): ParsedAuthorization | null {
  const match = /^(\S+) (.*)$/.exec(header ?? '')
  if (!match) return null
  const fields = Object.fromEntries([...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
  return { schema: match[1], ...fields } as ParsedAuthorization
}

/** Checks a merchant request's Authorization the way WeChat does; returns why it fails, or null. */
export function authorizationProblem(
  auth: ParsedAuthorization | null,
  request: { method: string; url: string; body: string },
  merchant: { mchid: string; serialNo: string; publicKey: KeyObject }
): string | null {
  if (!auth || auth.schema !== 'WECHATPAY2-SHA256-RSA2048') return 'wrong schema'
  if (auth.mchid !== merchant.mchid) return 'wrong mchid'
  if (auth.serial_no !== merchant.serialNo) return 'wrong serial_no'
  if (Math.abs(Date.now() / 1000 - Number(auth.timestamp)) > 300) return 'stale timestamp'
  const lines = [request.method, request.url, auth.timestamp, auth.nonce_str, request.body]
  const message = lines.map((l) => `${l}\n`).join('')
  const valid = crypto.verify('sha256', Buffer.from(message), merchant.publicKey, Buffer.from(auth.signature, 'base64'))
  return valid ? null : 'bad signature'
}

export interface NotificationTampering {
  /** Sign with this serial instead of the real one. */
  serial?: string
  /** Unix seconds for Wechatpay-Timestamp. */
  timestamp?: number
  /** Encrypt with another APIv3 key. */
  apiV3Key?: string
  /** Change the body after signing. */
  alterBody?: (rawBody: string) => string
}

/** A notification exactly as WeChat posts it: an envelope with an encrypted resource, signed over the raw body. */
export function signedNotification(
  eventType: string,
  originalType: 'transaction' | 'refund',
  resource: object,
  signing: { apiV3Key: string; serial: string; key: KeyObject },
  tamper: NotificationTampering = {}
): { headers: Record<string, string>; rawBody: string } {
  const body = JSON.stringify({
    id: crypto.randomUUID(),
    create_time: new Date().toISOString(),
    resource_type: 'encrypt-resource',
    event_type: eventType,
    summary: eventType,
    resource: {
      original_type: originalType,
      ...encryptResource(JSON.stringify(resource), tamper.apiV3Key ?? signing.apiV3Key, originalType)
    }
  })
  const serial = tamper.serial ?? signing.serial
  const headers = wechatSignatureHeaders(body, { serial, key: signing.key, timestamp: tamper.timestamp })
  const rawBody = tamper.alterBody ? tamper.alterBody(body) : body
  return { headers: { 'content-type': 'application/json', ...headers }, rawBody }
}
