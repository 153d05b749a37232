// Input and output schemas of the console's users area. Inputs are strict and name their fields in Chinese (the
// console shows each message beside its field); outputs strip anything the contract does not list.
import { z } from 'zod'
import type { AdminUserDetail, AdminUserSummary } from '@contract/identity/admin-shapes'
import { ROLES } from '@contract/identity/shapes'
import { pageQuerySchema } from '../../../http/query'


export const adminUserListQuery = pageQuerySchema.extend({
  keyword: z.string().trim().max(30, '关键词不能超过30个字').optional().meta({ title: '关键词' }),
  role: z.enum(ROLES, '角色无效').optional().meta({ title: '角色' }),
  disabled: z.enum(['true', 'false'], '账号状态应为true或false').optional().meta({ title: '账号状态' })
})

/** The full set of extra roles; learner may be listed and changes nothing (everybody holds it). */
export const rolesBody = z.strictObject({
  roles: z.array(z.enum(ROLES, '角色无效').meta({ title: '角色' }), {
    // Absent: the shared "不能为空" wording (validation-message.ts names the field); anything else: not a list.
    error: (issue) => (issue.input === undefined ? '不能为空' : '角色应为列表')
  })
    .max(ROLES.length, '角色过多')
    .meta({ title: '角色' })
})

/** Disable and enable may come without a body (no reason). */
export const statusBody = z.strictObject({
  reason: z.string().trim().max(200, '原因不能超过200个字').optional().meta({ title: '原因' })
}).nullish()

export const adminUserSummaryResponse = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string(),
  avatar: z.string(),
  roles: z.array(z.enum(ROLES)),
  disabled: z.boolean(),
  createdAt: z.string()
}) satisfies z.ZodType<AdminUserSummary>

export const adminUserDetailResponse = adminUserSummaryResponse.extend({
  profile: z.object({
    surnamePinyin: z.string(),
    givenNamePinyin: z.string(),
    gender: z.string(),
    birthday: z.string().nullable(),
    education: z.string(),
    industry: z.string(),
    job: z.string(),
    idType: z.string(),
    idNumberMasked: z.string()
  }),
  hasPassword: z.boolean(),
  wechatBound: z.boolean(),
  disabledAt: z.string().nullable(),
  lastSeenAt: z.string().nullable()
}) satisfies z.ZodType<AdminUserDetail>
