// Input rules (zod) of exam registration, judging and certificates: the server validates with these; the app and
// console import this file for types only. Messages are Chinese and name the field.
import { z } from 'zod'
import { CERT_NUMBER_RE, CERTIFICATE_STATUSES, REGISTRATION_STATUSES } from './constants'
import { MAX_SERIAL } from '../validation'

const page = z.coerce.number('页码应为整数').int('页码应为整数').min(1, '页码应从1开始').default(1)
const size = z.coerce.number('每页条数应为整数').int('每页条数应为整数').min(1, '每页条数至少为1').max(50, '每页条数不能超过50').default(10)

export const registrationListQuery = z.strictObject({ page, size })
export const pageOnlyQuery = z.strictObject({ page, size })

export const certNumberParams = z.strictObject({
  number: z.string('请输入证书编号').trim().toUpperCase().regex(CERT_NUMBER_RE, '证书编号格式不正确')
})

const itemScore = z.strictObject({
  itemId: z.number('评分项无效').int('评分项无效').min(1, '评分项无效').max(MAX_SERIAL, '评分项无效'),
  score: z.number('请填写分数').int('分数应为整数').min(0, '分数不能为负')
})
export const scoreBody = z.strictObject({
  items: z.array(itemScore, '请为每个评分项打分').min(1, '请为每个评分项打分').max(50, '评分项太多')
})

// ---- Back office ----

const text = (title: string, max: number, min = 0) => {
  const base = z.string(`请填写${title}`).trim().max(max, `${title}不能超过${max}个字`)
  return min > 0 ? base.min(min, `请填写${title}`) : base
}
const whole = (title: string, min: number, max: number) =>
  z.number(`请填写${title}`).int(`${title}应为整数`).min(min, `${title}不能小于${min}`).max(max, `${title}不能大于${max}`)

export const adminRegistrationQuery = z.strictObject({
  page, size,
  sessionId: z.coerce.number('考试场次无效').int('考试场次无效').min(1, '考试场次无效').max(MAX_SERIAL, '考试场次无效').optional(),
  status: z.enum(REGISTRATION_STATUSES, '报名状态无效').optional(),
  phone: z.string().trim().max(20, '手机号太长').optional()
})
export const reviewBody = z.strictObject({ approve: z.boolean('请选择通过或驳回') })
export const judgeAssignBody = z.strictObject({ phone: text('考官手机号', 20, 1) })
export const setupBody = z.strictObject({
  passPercent: whole('及格线（百分比）', 1, 100),
  durationMinutes: whole('考试时长（分钟）', 1, 600),
  courseTitle: text('证书课程名称', 60),
  hours: whole('学时', 0, 2000),
  validMonths: whole('证书有效期（月）', 1, 240),
  hasTheory: z.boolean('请选择是否有理论考试'),
  items: z.array(z.strictObject({ title: text('评分项', 40, 1), maxScore: whole('评分项满分', 1, 1000) }), '请填写评分项')
    .min(1, '至少需要一个评分项').max(30, '评分项不能超过30个')
})
export const correctionBody = scoreBody.extend({ reason: text('更正原因', 200, 1) })
export const revokeBody = z.strictObject({ reason: text('撤销原因', 200, 1) })
export const adminCertificateQuery = z.strictObject({
  page, size,
  number: z.string().trim().toUpperCase().max(30, '证书编号太长').optional(),
  status: z.enum(CERTIFICATE_STATUSES, '证书状态无效').optional()
})
