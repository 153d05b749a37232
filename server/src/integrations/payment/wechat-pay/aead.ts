// AES-256-GCM, as WeChat Pay API v3 uses it for notification resources and downloaded platform certificates:
// the key is the merchant's 32-byte APIv3 key, the ciphertext is base64 with the 16-byte tag appended.
import crypto from 'node:crypto'
import { PaymentVerificationError } from '../errors'

const TAG_BYTES = 16

export interface EncryptedResource {
  ciphertext: string
  nonce: string
  associated_data?: string
}

/** Decrypts and authenticates; a wrong key or any altered byte throws PaymentVerificationError('DECRYPT_FAILED'). */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  try {
    const data = Buffer.from(resource.ciphertext, 'base64')
    if (data.length <= TAG_BYTES) throw new Error('ciphertext too short')
    const key = Buffer.from(apiV3Key, 'utf8')
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(resource.nonce, 'utf8'))
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES))
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'))
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()])
    return plain.toString('utf8')
  } catch {
    throw new PaymentVerificationError('DECRYPT_FAILED', 'resource cannot be decrypted with the APIv3 key')
  }
}
