// Input and response schemas of the back office's coupon endpoints. The database's own checks on coupon templates
// (value per type, validity, stock) are said here first in sentences an operator understands.
import { z } from 'zod'
import type { AdminCouponTemplate, AdminUserCoupon, CouponIssueResult } from '@contract/catalog/coupons-admin-shapes'
import { COUPON_STATES, COUPON_TYPES } from '@contract/catalog/constants'
import { pageQuerySchema } from '../../../http/query'

const int = (title: string) => z.coerce.number(`${title}应为整数`).int(`${title}应为整数`)

export const ISSUE_PHONES_MAX = 500
const STOCK_MAX = 1_000_000

export const couponListQuery = pageQuerySchema.extend({
  keyword: z.string().trim().max(40, '关键词不能超过40个字').optional().meta({ title: '关键词' }),
  type: z.enum(COUPON_TYPES, '优惠券类型无效').optional().meta({ title: '类型' })
})

export const usageQuery = pageQuerySchema.extend({
  state: z.enum(COUPON_STATES, '使用状态无效').optional().meta({ title: '使用状态' })
})

export const templateBody = z.strictObject({
  title: z.string('请填写名称').trim().min(1, '请填写名称').max(40, '名称不能超过40个字').meta({ title: '名称' }),
  type: z.enum(COUPON_TYPES, '请选择优惠券类型').meta({ title: '类型' }),
  value: int('面额').min(0, '面额不能为负').max(10_000_000, '面额过大').default(0).meta({ title: '面额' }),
  minSpendFen: int('使用门槛').min(0, '使用门槛不能为负').max(100_000_000, '使用门槛过大').default(0).meta({ title: '使用门槛' }),
  scopeGoodsIds: z.array(int('适用商品编号').min(1, '适用商品无效'), '适用商品无效').max(100, '适用商品最多100个').default([]).meta({ title: '适用商品' }),
  validDays: int('有效天数').min(1, '有效天数至少为1天').max(3650, '有效天数不能超过3650天').nullish().meta({ title: '有效天数' }),
  validUntil: z.iso.date('截止日期格式应为YYYY-MM-DD').nullish().meta({ title: '截止日期' }),
  stockTotal: int('发放总量').min(1, '发放总量至少为1张').max(STOCK_MAX, `发放总量不能超过${STOCK_MAX}张`).meta({ title: '发放总量' }),
  // An empty code is no code (the console sends '' when the field is cleared).
  shareCode: z.string().trim().regex(/^([A-Za-z0-9]{4,20})?$/, '领取码应为4到20位字母或数字').nullish()
    .transform((v) => v || null).meta({ title: '领取码' }),
  source: z.string().trim().max(20, '来源说明不能超过20个字').default('').meta({ title: '来源说明' })
}).superRefine((v, ctx) => {
  // The database checks these too (coupon_templates_value_check, coupon_templates_validity_check).
  if (v.type === 'discount' && (v.value < 1 || v.value > 99)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: '折扣券的折扣应在1到99之间（85表示85折）' })
  }
  if (v.type === 'amount_off' && v.value < 1) ctx.addIssue({ code: 'custom', path: ['value'], message: '满减券的减免金额必须大于0' })
  const hasDays = v.validDays !== null && v.validDays !== undefined
  const hasUntil = v.validUntil !== null && v.validUntil !== undefined
  if (hasDays === hasUntil) {
    ctx.addIssue({ code: 'custom', path: [hasDays ? 'validUntil' : 'validDays'], message: '有效天数和截止日期请填写其中一个' })
  }
})
export type TemplateBody = z.output<typeof templateBody>

export const issueBody = z.strictObject({
  phones: z.array(z.string().trim().regex(/^1[3-9]\d{9}$/, '手机号应为11位数字'), '请填写手机号')
    .min(1, '请至少填写一个手机号').max(ISSUE_PHONES_MAX, `一次最多发放给${ISSUE_PHONES_MAX}个手机号`).meta({ title: '手机号' })
})

const time = z.string().nullable()

export const templateResponse = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number().int(),
  minSpendFen: z.number().int(),
  scopeGoodsIds: z.array(z.number().int()),
  scope: z.array(z.object({ id: z.number().int(), title: z.string() })),
  validDays: z.number().int().nullable(),
  validUntil: time,
  stockTotal: z.number().int(),
  stockLeft: z.number().int(),
  issued: z.number().int(),
  used: z.number().int(),
  shareCode: z.string().nullable(),
  source: z.string(),
  createdAt: z.string()
}) satisfies z.ZodType<AdminCouponTemplate>

export const issueResponse = z.object({
  issued: z.number().int(),
  alreadyHad: z.number().int(),
  unknownPhones: z.array(z.string()),
  soldOut: z.number().int()
}) satisfies z.ZodType<CouponIssueResult>

export const userCouponResponse = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userPhone: z.string(),
  userName: z.string(),
  state: z.enum(COUPON_STATES),
  validUntil: z.string(),
  receivedAt: z.string(),
  usedAt: time,
  orderId: z.number().int().nullable()
}) satisfies z.ZodType<AdminUserCoupon>
