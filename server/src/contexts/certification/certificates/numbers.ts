// Certificate numbers: 'LD', 16 random digits from the system's CSPRNG and a Luhn check digit. Random (not a
// sequence) so numbers cannot be enumerated; the check digit lets a mistyped number be refused without a lookup.
import { randomInt } from 'node:crypto'
import { CERT_NUMBER_PREFIX, CERT_NUMBER_RE } from '@contract/certification/constants'

function luhnDigit(digits: string): number {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    // From the right, every second digit of the payload (the check digit will sit to its right) is doubled.
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return (10 - (sum % 10)) % 10
}

export function newCertificateNumber(): string {
  let digits = String(randomInt(1, 10))
  for (let i = 1; i < 16; i++) digits += String(randomInt(0, 10))
  return `${CERT_NUMBER_PREFIX}${digits}${luhnDigit(digits)}`
}

export function isWellFormedNumber(value: string): boolean {
  if (!CERT_NUMBER_RE.test(value)) return false
  const digits = value.slice(CERT_NUMBER_PREFIX.length)
  return luhnDigit(digits.slice(0, -1)) === Number(digits.slice(-1))
}
