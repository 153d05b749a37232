// The profile fields kept encrypted at rest (crypto/field-cipher.ts): what identifies a person or pays them.
// The repo seals them on the way in and opens them on the way out, so the services see plain values and the
// raw columns never hold one.
import type { FieldCipher } from '../../../crypto/field-cipher'

export const SEALED_PROFILE_FIELDS = ['idNumber', 'emergencyContact', 'emergencyPhone', 'bankAccount'] as const
type SealedField = (typeof SEALED_PROFILE_FIELDS)[number]
type Sealable = Partial<Record<SealedField, string>>

function mapFields<T extends Sealable>(values: T, fn: (value: string) => string): T {
  const out = { ...values }
  for (const field of SEALED_PROFILE_FIELDS) {
    const value = out[field]
    if (typeof value === 'string') (out as Record<SealedField, string>)[field] = fn(value)
  }
  return out
}

export const sealProfile = <T extends Sealable>(cipher: FieldCipher, values: T): T => mapFields(values, cipher.encrypt)
export const openProfile = <T extends Sealable>(cipher: FieldCipher, values: T): T => mapFields(values, cipher.decrypt)

