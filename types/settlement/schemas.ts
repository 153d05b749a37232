// Settlement input rules (zod): the server validates with these; the app and console import this file for types
// only. Messages are Chinese and name the field (api-conventions.md → Validation).
import { z } from 'zod'
import { MAX_SERIAL, PHONE_RE } from '../validation'
import { ORG_KINDS, REPORT_GROUPS, SHARE_BP_MAX, STATEMENT_STATUSES } from './constants'

const page = z.coerce.number('页码应为整数').int('页码应为整数').min(1, '页码应从1开始').default(1)
const size = z.coerce.number('每页条数应为整数').int('每页条数应为整数').min(1, '每页条数至少为1').max(50, '每页条数不能超过50').default(10)
const paged = { page, size }
const queryId = (title: string) =>
  z.coerce.number(`${title}无效`).int(`${title}无效`).min(1, `${title}无效`).max(MAX_SERIAL, `${title}无效`)
const bodyId = (title: string) =>
  z.number(`请选择${title}`).int(`${title}无效`).min(1, `${title}无效`).max(MAX_SERIAL, `${title}无效`)
// Years 2000–2099: the company's books, and no year PostgreSQL cannot store (it has no year 0).
const month = (title: string) => z.string(`请选择${title}`).regex(/^20\d{2}-(0[1-9]|1[0-2])$/, `${title}格式应为YYYY-MM`)
/** A calendar day that exists (2026-02-31 is refused, not rolled over). */
// Guarded: zod runs this refinement even after the pattern failed, and an invalid Date cannot be printed.
const isCalendarDay = (v: string) => {
  const at = new Date(`${v}T00:00:00Z`)
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === v
}
const day = (title: string) => z.string(`请选择${title}`).regex(/^20\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, `${title}格式应为YYYY-MM-DD`)
  .refine(isCalendarDay, `${title}不是有效日期`)
const text = (title: string, max: number, min = 0) => {
  const base = z.string(`请填写${title}`).trim().max(max, `${title}不能超过${max}个字`)
  return min > 0 ? base.min(min, `请填写${title}`) : base
}

// ---- Staff ----

export const pageQuery = z.strictObject(paged)
export const orgClassQuery = z.strictObject({ ...paged, month: month('月份').optional() })
export const monthQuery = z.strictObject({ year: z.string('年份无效').regex(/^20\d{2}$/, '年份格式应为YYYY').optional() })

// ---- Back office ----

export const adminOrgQuery = z.strictObject({
  ...paged, kind: z.enum(ORG_KINDS, '机构类型无效').optional(), keyword: text('关键词', 50).optional()
})
export const orgBody = z.strictObject({
  kind: z.enum(ORG_KINDS, '请选择机构类型'), name: text('机构名称', 60, 1), contact: text('联系方式', 100)
})
export const memberBody = z.strictObject({ phone: z.string('请填写手机号').trim().regex(PHONE_RE, '手机号格式不正确') })
export const classLinkBody = z.strictObject({ classId: bodyId('班级') })
export const shareBody = z.strictObject({
  shareBp: z.number('请填写分成比例').int('分成比例应为整数万分比').min(0, '分成比例不能小于0').max(SHARE_BP_MAX, '分成比例不能超过100%'),
  validFrom: day('生效日期')
})
export const adminStatementQuery = z.strictObject({
  ...paged, orgId: queryId('机构编号').optional(), status: z.enum(STATEMENT_STATUSES, '结算单状态无效').optional(),
  month: month('月份').optional()
})
export const generateStatementBody = z.strictObject({ orgId: bodyId('机构'), month: month('结算月份') })
export const payStatementBody = z.strictObject({ reference: text('付款凭证号', 100, 1) })
export const financeReportQuery = z.strictObject({
  from: day('开始日期'), to: day('结束日期'), groupBy: z.enum(REPORT_GROUPS, '分组方式无效').default('day')
}).refine((q) => q.from <= q.to, { message: '结束日期不能早于开始日期', path: ['to'] })
