// GET/PUT /api/detail: the signed-in user's profile (product rules §3). Name and avatar are written to users, the rest to
// user_profiles, in one transaction; the phone changes only through PUT /api/ow-wechat-mini/phone.
import type { ProfileDetail, ProfileInput } from '@contract/identity/schemas'
import type { FieldCipher } from '../../../crypto/field-cipher'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { updateUserNameAvatar } from '../users/repo'
import { findProfile, upsertProfile, type ProfileValues } from './repo'
import { checkDates, checkFiles, checkIdentity } from './rules'
import { openProfile, sealProfile } from './sealed-fields'

/** The profile's dependencies: the database and the cipher of its sealed fields. */
export interface ProfileDeps {
  db: Db
  cipher: FieldCipher
}

const EMPTY_VALUES: ProfileValues = {
  surnamePinyin: '', givenNamePinyin: '', birthday: null, gender: '', education: '', industry: '', job: '',
  clothesSize: '', emergencyContact: '', emergencyPhone: '', bio: '', idType: '', idNumber: '', idPhotoFront: '',
  idPhotoBack: '', cprCertificate: '', cprIssuer: '', cprExpiry: null, bankName: '', bankAccount: '', partnerId: '',
  certBodyId: ''
}

/** The owner's own profile: the sealed fields opened in full (only the owner reads this endpoint). */
export async function getProfile({ db, cipher }: ProfileDeps, userId: number): Promise<ProfileDetail> {
  const row = await findProfile(db, userId)
  if (!row) throw userError('NOT_FOUND', '账号不存在')
  const stored = row.profile ?? { userId, updatedAt: null, ...EMPTY_VALUES }
  const { userId: _id, updatedAt: _at, ...values } = openProfile(cipher, stored)
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

export async function saveProfile(deps: ProfileDeps, userId: number, input: ProfileInput, now: Date): Promise<ProfileDetail> {
  const { db, cipher } = deps
  checkDates(input, now)
  checkIdentity(input)
  await checkFiles(db, userId, input, await getProfile(deps, userId))
  await db.transaction(async (tx) => {
    await updateUserNameAvatar(tx, userId, { name: input.name, avatar: input.avatar })
    await upsertProfile(tx, userId, sealProfile(cipher, toValues(input)))
  })
  return getProfile(deps, userId)
}
