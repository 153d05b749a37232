// Response schema of GET/PUT /api/detail. Lax on purpose (plain strings): it describes what is stored, and a
// stored value that today's input rules would refuse must still be shown, not turned into a 500.
import { z } from 'zod'
import type { ProfileDetail } from '@contract/identity/schemas'
import { CLOTHES_SIZES, EDUCATIONS, GENDERS, ID_TYPES } from '@contract/identity/constants'

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')])

export const profileDetailSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  hasPassword: z.boolean(),
  wechatBound: z.boolean(),
  avatar: z.string(),
  name: z.string(),
  surnamePinyin: z.string(),
  givenNamePinyin: z.string(),
  birthday: z.string(),
  gender: choice(GENDERS),
  education: choice(EDUCATIONS),
  industry: z.string(),
  job: z.string(),
  clothesSize: choice(CLOTHES_SIZES),
  emergencyContact: z.string(),
  emergencyPhone: z.string(),
  bio: z.string(),
  idType: choice(ID_TYPES),
  idNumber: z.string(),
  idPhotoFront: z.string(),
  idPhotoBack: z.string(),
  cprCertificate: z.string(),
  cprIssuer: z.string(),
  cprExpiry: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  partnerId: z.string(),
  certBodyId: z.string()
}) satisfies z.ZodType<ProfileDetail>
