// Profile rules the schema alone cannot say: real calendar dates, an ID number that fits its type, and files that
// are the user's own uploads.
import type { ProfileInput } from '@contract/identity/schemas'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { findOwnedUploadPaths } from '../../files'
import { isResidentId } from '@contract/validation'
import { chinaDate } from '@contract/china-time'

/** The profile fields that hold an uploaded file, with their names for messages. */
export const FILE_FIELDS = {
  avatar: '头像',
  idPhotoFront: '证件正面照',
  idPhotoBack: '证件反面照',
  cprCertificate: 'CPR证书'
} as const satisfies Partial<Record<keyof ProfileInput, string>>

/** 'YYYY-MM-DD' naming a day that exists (the schema only checks the shape; 2026-02-30 passes it). */
export function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

export function checkDates(input: ProfileInput, now: Date): void {
  if (input.birthday && (!isRealDate(input.birthday) || input.birthday < '1900-01-01')) {
    throw userError('VALIDATION', '生日日期无效')
  }
  if (input.birthday > chinaDate(now)) throw userError('VALIDATION', '生日不能晚于今天')
  if (input.cprExpiry && !isRealDate(input.cprExpiry)) throw userError('VALIDATION', 'CPR有效期日期无效')
}

export function checkIdentity(input: ProfileInput): void {
  if (input.idNumber && !input.idType) throw userError('VALIDATION', '请先选择证件类型')
  if (input.idType === 'id_card' && input.idNumber && !isResidentId(input.idNumber)) {
    throw userError('VALIDATION', '身份证号码格式不正确')
  }
}

/**
 * Each file field is empty, unchanged, or a path this user uploaded through /api/file/upload. A path to someone
 * else's file (an ID photo!) or to any other URL is refused, so a profile cannot point at what we did not issue.
 */
export async function checkFiles(db: Db, userId: number, input: ProfileInput, stored: ProfileInput): Promise<void> {
  const fields = Object.keys(FILE_FIELDS) as (keyof typeof FILE_FIELDS)[]
  const changed = fields.filter((field) => input[field] !== '' && input[field] !== stored[field])
  const owned = await findOwnedUploadPaths(db, userId, changed.map((field) => input[field]))
  const bad = changed.find((field) => !input[field].startsWith('/uploads/') || !owned.has(input[field]))
  if (bad) throw userError('VALIDATION', `${FILE_FIELDS[bad]}无效，请重新上传`)
}
