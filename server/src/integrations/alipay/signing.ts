// Alipay's RSA2 over sorted parameters: signing the sandbox's notifications (the real ones arrive signed by Alipay)
// and verifying any notification. The content rule is the one alipay-sdk's checkNotifySignV2 verifies: every field
// but sign and sign_type, sorted by name, "k=v" joined with "&", RSA-SHA256, base64.
import crypto from 'node:crypto'
import type { AlipaySdk } from 'alipay-sdk'

export function notificationSignContent(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign' && key !== 'sign_type')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&')
}

export function signNotification(fields: Record<string, string>, privateKey: crypto.KeyObject): Record<string, string> {
  const sign = crypto.sign('sha256', Buffer.from(notificationSignContent(fields)), privateKey).toString('base64')
  return { ...fields, sign_type: 'RSA2', sign }
}

/**
 * A notification is believed only when signed RSA2 (SHA256withRSA), the one algorithm our app is set up for.
 * alipay-sdk takes the algorithm from the message's own sign_type, so a message labelled RSA would be checked with
 * SHA1, a weaker hash chosen by whoever sent it: anything but RSA2 is refused before the SDK looks at it, and the
 * SDK then verifies with SHA256.
 */
export function verifyNotification(sdk: AlipaySdk, fields: Record<string, string>): boolean {
  if (fields.sign_type !== 'RSA2') return false
  return sdk.checkNotifySignV2(fields)
}
