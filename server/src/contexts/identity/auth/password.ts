// Password hashing with node:crypto scrypt (memory-hard, no native dependency).
// Stored as `scrypt$N$r$p$salt$hash` (salt and hash base64url) so parameters can be raised later without
// invalidating existing hashes: verification always uses the parameters stored with the hash.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** N=2^14, r=8, p=1: the long-standing interactive-login recommendation; ~16 MB and ~50 ms per hash here. */
const PARAMS = { N: 16384, r: 8, p: 1 } as const
const SALT_BYTES = 16
const KEY_BYTES = 32
// Node refuses scrypt above maxmem (default 32 MB); 128*N*r bytes are needed, leave headroom for stored params.
const MAX_MEM = 64 * 1024 * 1024

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keylen, { ...options, maxmem: MAX_MEM }, (err, key) =>
      err ? reject(err) : resolve(key)
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await scrypt(password, salt, KEY_BYTES, PARAMS)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** True when the password matches. A malformed or empty stored hash never matches (and never throws). */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [N, r, p] = parts.slice(1, 4).map(Number)
  const salt = Buffer.from(parts[4], 'base64url')
  const expected = Buffer.from(parts[5], 'base64url')
  if (![N, r, p].every(Number.isSafeInteger) || expected.length === 0) return false
  try {
    const actual = await scrypt(password, salt, expected.length, { N, r, p })
    return timingSafeEqual(actual, expected)
  } catch {
    return false
  }
}
