// Encryption at rest of single text fields (ID numbers, emergency contacts, bank accounts, TOTP secrets) with
// AES-256-GCM. A stored value is a versioned envelope 'v1:<keyId>:<iv>:<tag>:<data>' (base64url parts), so keys
// can rotate: the newest key encrypts, every configured key decrypts, and `npm run keys:rotate` rewrites old rows.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

export interface FieldKey {
  id: string
  /** 32 bytes. */
  key: Buffer
}

export interface FieldCipher {
  /** The envelope of `plain`; '' (not filled in) stays '' so emptiness checks need no key. */
  encrypt(plain: string): string
  /** The plain text of an envelope; a value stored before encryption existed (no envelope) is returned as is. */
  decrypt(stored: string): string
  /** True when the value is plain text or sealed with a key other than the newest: keys:rotate rewrites it. */
  needsRotation(stored: string): boolean
  readonly currentKeyId: string
}

const VERSION = 'v1'
const IV_BYTES = 12
const KEY_BYTES = 32

export class FieldCipherError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'FieldCipherError'
  }
}

function parseEnvelope(stored: string): { keyId: string; iv: Buffer; tag: Buffer; data: Buffer } | null {
  const parts = stored.split(':')
  if (parts.length !== 5 || parts[0] !== VERSION) return null
  const [, keyId, iv, tag, data] = parts
  return { keyId, iv: Buffer.from(iv, 'base64url'), tag: Buffer.from(tag, 'base64url'), data: Buffer.from(data, 'base64url') }
}

/** `keys` newest first: keys[0] encrypts. */
export function createFieldCipher(keys: readonly FieldKey[]): FieldCipher {
  if (keys.length === 0) throw new FieldCipherError('at least one field key is needed')
  for (const { id, key } of keys) {
    if (key.length !== KEY_BYTES) throw new FieldCipherError(`field key ${id} must be ${KEY_BYTES} bytes`)
  }
  const byId = new Map(keys.map((k) => [k.id, k.key]))
  const newest = keys[0]

  function encrypt(plain: string): string {
    if (plain === '') return ''
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', newest.key, iv)
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'))
    return [VERSION, newest.id, ...parts].join(':')
  }

  function decrypt(stored: string): string {
    const envelope = parseEnvelope(stored)
    if (!envelope) return stored
    const key = byId.get(envelope.keyId)
    // A missing key is a deployment mistake (a key dropped from FIELD_KEYS too early): fail loudly, never show ''.
    if (!key) throw new FieldCipherError(`field key ${envelope.keyId} is not configured (FIELD_KEYS)`)
    const decipher = createDecipheriv('aes-256-gcm', key, envelope.iv)
    decipher.setAuthTag(envelope.tag)
    return Buffer.concat([decipher.update(envelope.data), decipher.final()]).toString('utf8')
  }

  function needsRotation(stored: string): boolean {
    if (stored === '') return false
    return parseEnvelope(stored)?.keyId !== newest.id
  }

  return { encrypt, decrypt, needsRotation, currentKeyId: newest.id }
}

/** True when the stored text is an envelope (the raw column never holds the plain value). */
export function isSealed(stored: string): boolean {
  return parseEnvelope(stored) !== null
}
