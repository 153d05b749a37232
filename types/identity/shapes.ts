/**
 * Roles a user can hold (api-conventions.md). Every user is a learner. `admin`, `finance`, `content` and `academic`
 * are the operator roles of the back office (types/admin-access.ts says what each may do).
 */
export const ROLES = ['learner', 'teacher', 'sales', 'academic', 'ep', 'edu', 'judge', 'trainer', 'admin', 'finance', 'content'] as const
export type Role = (typeof ROLES)[number]

/** The signed-in user as the app keeps it in the session store. */
export interface CurrentUser {
  id: number
  phone: string
  name: string
  avatar: string
  roles: Role[]
  hasPassword: boolean
}

/** GET /api/current: the user plus a fresh token (product rules §3: the current-user response carries data.token). */
export interface CurrentUserResponse {
  token: string
  user: CurrentUser
}
