// Alipay's RSA2 over sorted parameters, for the sandbox's notifications (the real ones arrive signed by Alipay).
// The same content rule alipay-sdk's checkNotifySignV2 verifies: every field but sign and sign_type, sorted by
// name, "k=v" joined with "&", RSA-SHA256, base64.
import crypto from 'node:crypto'

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
