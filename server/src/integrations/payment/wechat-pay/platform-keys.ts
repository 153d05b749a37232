// WeChat's verification keys, in the two modes WeChat Pay offers:
// - WeChat-Pay-public-key mode (newer merchants): one configured public key, identified by its id (PUB_KEY_ID_...),
//   which is what Wechatpay-Serial carries.
// - Platform-certificate mode: certificates downloaded from /v3/certificates, decrypted with the APIv3 key and
//   cached by serial number; refreshed when they age, and when a message names a serial we do not know yet
//   (WeChat rotates certificates and starts signing with the new one).
import crypto, { X509Certificate, type KeyObject } from 'node:crypto'
import { z } from 'zod'
import { PaymentVerificationError } from '../errors'
import { decryptResource } from './aead'
import type { WechatPayHttp } from './http-client'
import { parseJson } from './resources'
import { verifyWechatSignature, type PlatformKeys } from './signing'

/** WeChat advises re-downloading platform certificates about every 12 hours so a rotation is picked up early. */
export const CERTIFICATE_CACHE_TTL_MS = 12 * 60 * 60 * 1000
/**
 * An unknown serial triggers a download at most this often: a flood of forged notifications with random serials
 * must not become a flood of calls to WeChat.
 */
export const CERTIFICATE_MIN_REFRESH_INTERVAL_MS = 60 * 1000

export function createPublicKeyPlatformKeys(publicKeyId: string, publicKeyPem: string): PlatformKeys {
  const key = crypto.createPublicKey(publicKeyPem)
  return {
    async keyFor(serial) {
      if (serial !== publicKeyId) {
        throw new PaymentVerificationError('UNKNOWN_SERIAL', `Wechatpay-Serial ${serial} is not the configured key id`)
      }
      return key
    }
  }
}

const certificateListSchema = z.object({
  data: z.array(
    z.object({
      serial_no: z.string().min(1),
      encrypt_certificate: z.object({
        ciphertext: z.string(),
        nonce: z.string(),
        associated_data: z.string().optional()
      })
    })
  )
})

export interface CertificateStoreOptions {
  http: WechatPayHttp
  apiV3Key: string
  cacheTtlMs?: number
  minRefreshIntervalMs?: number
  now?: () => number
}

function parseCertificate(pem: string): X509Certificate {
  try {
    return new X509Certificate(pem)
  } catch {
    throw new PaymentVerificationError('MALFORMED', 'a downloaded platform certificate cannot be read')
  }
}

/** Decrypts every listed certificate; keeps the ones still valid whose serial matches the certificate itself. */
function decryptCertificates(rawBody: string, apiV3Key: string, now: number): Map<string, KeyObject> {
  const parsed = certificateListSchema.safeParse(parseJson(rawBody))
  if (!parsed.success) throw new PaymentVerificationError('MALFORMED', 'certificate list has an unexpected shape')
  const keys = new Map<string, KeyObject>()
  for (const item of parsed.data.data) {
    const certificate = parseCertificate(decryptResource(item.encrypt_certificate, apiV3Key))
    const sameSerial = certificate.serialNumber.toUpperCase() === item.serial_no.toUpperCase()
    if (sameSerial && Date.parse(certificate.validTo) > now) {
      keys.set(item.serial_no.toUpperCase(), certificate.publicKey)
    }
  }
  return keys
}

export function createCertificatePlatformKeys(options: CertificateStoreOptions): PlatformKeys {
  const cacheTtlMs = options.cacheTtlMs ?? CERTIFICATE_CACHE_TTL_MS
  const minRefreshIntervalMs = options.minRefreshIntervalMs ?? CERTIFICATE_MIN_REFRESH_INTERVAL_MS
  const now = options.now ?? Date.now
  let keys = new Map<string, KeyObject>()
  let loadedAt = -Infinity
  let inFlight: Promise<void> | null = null

  async function download(): Promise<void> {
    const response = await options.http.call('GET', '/v3/certificates', undefined, { unverified: true })
    const fresh = decryptCertificates(response.rawBody, options.apiV3Key, now())
    // Decrypting proves the list came from someone holding our APIv3 key; the response signature, checked with
    // the certificates it delivers, proves it is WeChat's and unaltered.
    const lookup: PlatformKeys = { keyFor: async (serial) => lookupIn(fresh, serial) }
    await verifyWechatSignature(response.headers, response.rawBody, lookup)
    keys = fresh
    loadedAt = now()
  }

  /** One download at a time; concurrent callers share it. */
  function refresh(): Promise<void> {
    inFlight ??= download().finally(() => {
      inFlight = null
    })
    return inFlight
  }

  return {
    async keyFor(serial) {
      const known = keys.has(serial.toUpperCase())
      if (!known && now() - loadedAt >= minRefreshIntervalMs) {
        await refresh()
      } else if (known && now() - loadedAt > cacheTtlMs) {
        // A known certificate stays usable while WeChat is unreachable; the next call tries again.
        await refresh().catch(() => undefined)
      }
      return lookupIn(keys, serial)
    }
  }
}

function lookupIn(keys: Map<string, KeyObject>, serial: string): KeyObject {
  const key = keys.get(serial.toUpperCase())
  if (!key) throw new PaymentVerificationError('UNKNOWN_SERIAL', `no platform certificate with serial ${serial}`)
  return key
}
