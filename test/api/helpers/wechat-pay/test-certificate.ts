// TEST ONLY. Makes a real self-signed X.509 certificate with node:crypto alone (a minimal DER encoder), so the
// platform-certificate mode can be tested without openssl or committed keys. Not for any other use.
import crypto, { type KeyObject } from 'node:crypto'

function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length])
  const bytes: number[] = []
  for (let n = length; n > 0; n >>= 8) bytes.unshift(n & 0xff)
  return Buffer.from([0x80 | bytes.length, ...bytes])
}

const tlv = (tag: number, content: Buffer): Buffer =>
  Buffer.concat([Buffer.from([tag]), derLength(content.length), content])
const sequence = (...items: Buffer[]): Buffer => tlv(0x30, Buffer.concat(items))
const set = (...items: Buffer[]): Buffer => tlv(0x31, Buffer.concat(items))
/** Positive INTEGER: a leading 0 byte keeps a high first bit from reading as negative. */
const integer = (bytes: Buffer): Buffer =>
  tlv(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes)
const utf8 = (text: string): Buffer => tlv(0x0c, Buffer.from(text, 'utf8'))
const bitString = (bytes: Buffer): Buffer => tlv(0x03, Buffer.concat([Buffer.from([0]), bytes]))

const SHA256_WITH_RSA = sequence(Buffer.from('06092a864886f70d01010b', 'hex'), Buffer.from('0500', 'hex'))
const COMMON_NAME_OID = Buffer.from('0603550403', 'hex')

function utcTime(date: Date): Buffer {
  // 2026-01-31T12:00:00.000Z -> 260131120000Z
  const text = date.toISOString().slice(2, 19).replace(/[-T:]/g, '') + 'Z'
  return tlv(0x17, Buffer.from(text, 'ascii'))
}

const name = (commonName: string): Buffer => sequence(set(sequence(COMMON_NAME_OID, utf8(commonName))))

export interface TestCertificate {
  /** Upper-case hex, as WeChat writes serial_no and as X509Certificate.serialNumber reads it. */
  serial: string
  pem: string
  privateKey: KeyObject
}

const DAY_MS = 24 * 60 * 60 * 1000

/** A fresh RSA-2048 key and a self-signed certificate for it, valid from yesterday for `validDays`. */
export function makeTestCertificate(commonName = 'Fake WeChat Pay platform (test only)', validDays = 365) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  // 20 bytes, first one 0x10-0x7f: positive, no leading zero, 40 hex digits like WeChat's serials.
  const serialBytes = Buffer.concat([Buffer.from([0x10 + crypto.randomInt(0x70)]), crypto.randomBytes(19)])
  const now = Date.now()
  const tbs = sequence(
    tlv(0xa0, integer(Buffer.from([2]))), // version 3
    integer(serialBytes),
    SHA256_WITH_RSA,
    name(commonName),
    sequence(utcTime(new Date(now - DAY_MS)), utcTime(new Date(now + validDays * DAY_MS))),
    name(commonName),
    publicKey.export({ type: 'spki', format: 'der' })
  )
  const signature = crypto.sign('sha256', tbs, privateKey)
  const der = sequence(tbs, SHA256_WITH_RSA, bitString(signature))
  const body = der.toString('base64').replace(/(.{64})/g, '$1\n').trim()
  const pem = `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`
  const certificate: TestCertificate = { serial: serialBytes.toString('hex').toUpperCase(), pem, privateKey }
  return certificate
}
