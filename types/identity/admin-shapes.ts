// Shapes of the back office's users area (GET/PUT /api/admin/users…). The input rules are zod schemas in the
// server (contexts/identity/admin-users/schemas.ts); the console shows the server's field messages.
import type { PageQuery } from '../envelope'
import type { Role } from './shapes'

/** One account in the console's user list. */
export interface AdminUserSummary {
  id: number
  phone: string
  name: string
  avatar: string
  /** Every role the account holds, learner included, in ROLES order. */
  roles: Role[]
  disabled: boolean
  createdAt: string
}

/** The profile fields an operator needs to recognise a person; the ID number shows only its last 4 characters. */
export interface AdminUserProfile {
  surnamePinyin: string
  givenNamePinyin: string
  /** 'male' | 'female' | '' (not filled in). */
  gender: string
  /** YYYY-MM-DD, or null when not filled in. */
  birthday: string | null
  education: string
  industry: string
  job: string
  /** 'id_card' | 'passport' | 'hk_macao' | 'taiwan' | ''. */
  idType: string
  /** `**************1234`; empty when not filled in. */
  idNumberMasked: string
}

/** GET /api/admin/users/:id. The points balance is read from the points area's endpoint. */
export interface AdminUserDetail extends AdminUserSummary {
  profile: AdminUserProfile
  hasPassword: boolean
  wechatBound: boolean
  disabledAt: string | null
  /** When the newest session was issued (sign-in or token refresh); null when never signed in. */
  lastSeenAt: string | null
}

export interface AdminUserListQuery extends PageQuery {
  /** Part of the phone number or of the name, matched literally. */
  keyword?: string
  role?: Role
  disabled?: 'true' | 'false'
}

/** PUT /api/admin/users/:id/roles: the full set of extra roles (learner is implicit). */
export interface AdminUserRolesInput {
  roles: Role[]
}

/** PUT /api/admin/users/:id/disable and /enable: why (kept in the audit log). */
export interface AdminUserStatusInput {
  reason?: string
}
