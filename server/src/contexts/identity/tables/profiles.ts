// The profile of product rules §3, 1:1 with users. Name and avatar are NOT here: they live on users (CurrentUser shows
// them), so there is exactly one copy of each. Empty string = not filled in, as in the contract.
import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users'

const field = (name: string) => text(name).notNull().default('')

export const userProfiles = pgTable('user_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  surnamePinyin: field('surname_pinyin'),
  givenNamePinyin: field('given_name_pinyin'),
  birthday: date('birthday', { mode: 'string' }),
  gender: field('gender'),
  education: field('education'),
  industry: field('industry'),
  job: field('job'),
  clothesSize: field('clothes_size'),
  emergencyContact: field('emergency_contact'),
  emergencyPhone: field('emergency_phone'),
  bio: field('bio'),
  idType: field('id_type'),
  idNumber: field('id_number'),
  idPhotoFront: field('id_photo_front'),
  idPhotoBack: field('id_photo_back'),
  cprCertificate: field('cpr_certificate'),
  cprIssuer: field('cpr_issuer'),
  cprExpiry: date('cpr_expiry', { mode: 'string' }),
  bankName: field('bank_name'),
  bankAccount: field('bank_account'),
  partnerId: field('partner_id'),
  certBodyId: field('cert_body_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow().$onUpdate(() => new Date())
})
