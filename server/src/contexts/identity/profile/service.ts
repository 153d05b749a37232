// GET/PUT /api/detail: the signed-in user's profile (product rules §3). Name and avatar are written to users, the rest to
// user_profiles, in one transaction; the phone changes only through PUT /api/ow-wechat-mini/phone.
import type { ProfileDetail, ProfileInput } from '@contract/identity/schemas'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { updateUserNameAvatar } from '../users/repo'
import { findProfile, upsertProfile, type ProfileValues } from './repo'
import { checkDates, checkFiles, checkIdentity } from './rules'

const EMPTY_VALUES: ProfileValues = {
  surnamePinyin: '', givenNamePinyin: '', birthday: null, gender: '', education: '', industry: '', job: '',
  clothesSize: '', emergencyContact: '', emergencyPhone: '', bio: '', idType: '', idNumber: '', idPhotoFront: '',
  idPhotoBack: '', cprCertificate: '', cprIssuer: '', cprExpiry: null, bankName: '', bankAccount: '', partnerId: '',
  certBodyId: ''
}

export async function getProfile(db: Db, userId: number): Promise<ProfileDetail> {
  const row = await findProfile(db, userId)
  if (!row) throw userError('NOT_FOUND', '账号不存在')
  const { userId: _id, updatedAt: _at, ...values } = row.profile ?? { userId, updatedAt: null, ...EMPTY_VALUES }
  return {
    ...values,
    birthday: values.birthday ?? '',
    cprExpiry: values.cprExpiry ?? '',
    id: row.user.id,
    phone: row.user.phone,
    name: row.user.name,
    avatar: row.user.avatar,
    hasPassword: row.user.passwordHash !== null,
    wechatBound: Boolean(row.wechatBound)
  } as ProfileDetail
}

function toValues(input: ProfileInput): ProfileValues {
  const { name: _name, avatar: _avatar, ...values } = input
  // Dates are date columns: '' (not filled in) is stored as null.
  return { ...values, birthday: values.birthday || null, cprExpiry: values.cprExpiry || null }
}

export async function saveProfile(db: Db, userId: number, input: ProfileInput, now: Date): Promise<ProfileDetail> {
  checkDates(input, now)
  checkIdentity(input)
  await checkFiles(db, userId, input, await getProfile(db, userId))
  await db.transaction(async (tx) => {
    await updateUserNameAvatar(tx, userId, { name: input.name, avatar: input.avatar })
    await upsertProfile(tx, userId, toValues(input))
  })
  return getProfile(db, userId)
}
