// Response schemas for auth routes, typed against the shared contract (types/identity/shapes.ts).
import { z } from 'zod'
import { ROLES, type CurrentUser, type CurrentUserResponse } from '@contract/identity/shapes'

export const currentUserSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string(),
  avatar: z.string(),
  roles: z.array(z.enum(ROLES)),
  hasPassword: z.boolean()
}) satisfies z.ZodType<CurrentUser>

export const currentUserResponseSchema = z.object({
  token: z.string(),
  user: currentUserSchema
}) satisfies z.ZodType<CurrentUserResponse>

/** POST /api/bindPhoneBySms also says whether the account was just created (the app may open the profile). */
export const smsLoginResponseSchema = currentUserResponseSchema.extend({ isNew: z.boolean() })
