// Public entry of the identity context: the only file another context may import (see .dependency-cruiser.cjs).
export { identityContext } from './plugin'
export type { IdentityContext } from './context'
export { createTokenService, type TokenService } from './auth/tokens'
/** npm run keys:rotate: the sealed identity fields rewritten under the newest field key. */
export { resealIdentityFields } from './keys/reseal'
export { createSmsCodeService, type SmsCodeService } from './sms/service'
/** The user's own address by id (owner in the WHERE): an order's shipping snapshot. */
export { findAddress as findOwnAddress } from './address/repo'
/** The payer identities WeChat Pay needs: the mini-program openid and the official account's. */
export { findIdentityByUser as findWechatIdentity } from './wechat/repo'
export { findOaOpenid } from './wechat/oa-repo'
/** New accounts per China day, for the back office's dashboard. */
export { newUsersByChinaDay } from './admin-users/repo'
/** The limits a learner meets (addresses kept, SMS codes per day, a code's life, a rotated token's grace): API tests
 * check the answers at these limits. */
export { MAX_ADDRESSES } from './address/service'
export { SMS_CODE_TTL_MS, SMS_DAILY_CAP_PER_IP, SMS_DAILY_CAP_PER_PHONE } from './sms/policy'
export { ROTATION_GRACE_MS } from './auth/tokens'
/** Whose a row is, for other contexts' back-office lists (a subquery to join, and lookups by phone or id). */
export { people, userBrief, usersByPhones } from './users/directory'
/** People beside another context's rows (teachers, learners in rosters), and a user by phone (staff enrol by phone). */
export { genderOf, idsWithRole, userRows, usersWithRole } from './users/refs'
export { findUserByPhone } from './users/repo'
/** Users' display names (name, else the masked phone) as a subquery: classroom's grading lists join it. */
export { userNameRows } from './users/name-rows'
/** Users as other contexts show them (name, avatar, phone), as a subquery to join; and one account by phone. */
export { userCards } from './users/cards'
/** Each user's language: reminders to them are worded in it. */
export { languagesOf } from './language/repo'
