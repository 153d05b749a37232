// Zod input rules of the sales area: the server validates with them; the app imports only their types.
import { z } from 'zod'
import { MAX_SERIAL, PHONE_RE } from '../validation'
import { LEAD_SOURCES, LEAD_STATUSES, RATE_BP_MAX, WITHDRAWAL_MIN_FEN, WITHDRAWAL_STATUSES } from './constants'

const page = z.coerce.number('页码应为整数').int('页码应为整数').min(1, '页码应从1开始').default(1)
const size = z.coerce.number('每页条数应为整数').int('每页条数应为整数').min(1, '每页条数至少为1').max(50, '每页条数不能超过50').default(10)
const paged = { page, size }
const phone = z.string().trim().regex(PHONE_RE, '手机号格式不正确').meta({ title: '手机号' })
const when = z.iso.datetime({ offset: true, message: '时间格式无效' }).nullable().meta({ title: '下次跟进时间' })

export const salesOrderQuery = z.strictObject({
  ...paged,
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式无效').optional().meta({ title: '月份' })
})
export const leadQuery = z.strictObject({
  ...paged,
  status: z.enum(LEAD_STATUSES, '线索状态无效').optional(),
  keyword: z.string().trim().max(30, '关键词过长').optional()
})
export const leadInputSchema = z.strictObject({
  name: z.string().trim().min(1, '请填写姓名').max(30, '姓名过长').meta({ title: '姓名' }),
  phone,
  source: z.enum(LEAD_SOURCES, '来源无效').meta({ title: '来源' }),
  nextFollowAt: when.optional()
})
export const leadNoteSchema = z.strictObject({
  text: z.string().trim().min(1, '请填写跟进内容').max(500, '跟进内容过长').meta({ title: '跟进内容' }),
  status: z.enum(LEAD_STATUSES, '线索状态无效').optional(),
  nextFollowAt: when.optional()
})
export const pageOnlyQuery = z.strictObject(paged)
export const couponIssueSchema = z.strictObject({ phone })
export const withdrawalInputSchema = z.strictObject({
  amountFen: z.number('请填写提现金额').int('金额无效').min(WITHDRAWAL_MIN_FEN, '提现金额至少1元').max(100_000_000, '提现金额过大')
    .meta({ title: '提现金额' })
})

// ---- Back office ----
const rateBp = z.number('请填写佣金比例').int('佣金比例无效').min(0, '佣金比例不能为负').max(RATE_BP_MAX, '佣金比例不能超过50%')
export const salesRulesSchema = z.strictObject({
  defaultRateBp: rateBp.meta({ title: '默认佣金比例' }),
  leadWindowDays: z.number().int().min(1, '线索归属天数至少1天').max(3650, '线索归属天数过大').meta({ title: '线索归属天数' })
})
export const salespersonRateSchema = z.strictObject({ rateBp: rateBp.nullable().meta({ title: '佣金比例' }) })
export const allowanceSchema = z.strictObject({
  salespersonId: z.number('请选择销售').int('销售编号无效').positive('销售编号无效').max(MAX_SERIAL, '销售编号无效').meta({ title: '销售' }),
  templateId: z.number('请选择优惠券').int('优惠券编号无效').positive('优惠券编号无效').max(MAX_SERIAL, '优惠券编号无效').meta({ title: '优惠券' }),
  quota: z.number().int().min(0, '额度不能为负').max(100_000, '额度过大').meta({ title: '额度' })
})
export const adminWithdrawalQuery = z.strictObject({ ...paged, status: z.enum(WITHDRAWAL_STATUSES, '状态无效').optional() })
export const rejectWithdrawalSchema = z.strictObject({ reason: z.string().trim().min(1, '请填写驳回原因').max(200, '原因过长') })
export const payWithdrawalSchema = z.strictObject({ reference: z.string().trim().min(1, '请填写付款流水号').max(64, '流水号过长') })
export const adminPageQuery = z.strictObject({ ...paged, keyword: z.string().trim().max(30, '关键词过长').optional() })
