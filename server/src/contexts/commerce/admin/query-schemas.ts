// Input schemas of the back office's commerce endpoints (strict, Chinese messages, each field titled so a
// refusal names it). The shapes they produce are the contract's (types/commerce/admin-shapes.ts).
import { z } from 'zod'
import { INVOICE_LIST_STATUSES, PAYMENT_ISSUE_FILTERS } from '@contract/commerce/admin-shapes'
import { GOODS_KINDS } from '@contract/catalog/constants'
import { ORDER_STATUSES, PAYMENT_METHODS, REFUND_STATUSES } from '@contract/commerce/constants'
import { idParamsSchema, pageQuerySchema } from '../../../http/query'

const chinaDate = (title: string) => z.iso.date(`${title}格式应为YYYY-MM-DD`).meta({ title })
const keyword = z.string().trim().max(40, '关键词不能超过40个字').optional().meta({ title: '关键词' })

export const orderListQuery = pageQuerySchema.extend({
  status: z.enum(ORDER_STATUSES, '订单状态无效').optional().meta({ title: '订单状态' }),
  kind: z.enum(GOODS_KINDS, '商品类型无效').optional().meta({ title: '商品类型' }),
  method: z.enum(PAYMENT_METHODS, '支付方式无效').optional().meta({ title: '支付方式' }),
  paymentIssue: z.enum(PAYMENT_ISSUE_FILTERS, '支付异常类型无效').optional().meta({ title: '支付异常' }),
  keyword,
  userId: z.coerce.number('用户编号应为整数').int('用户编号应为整数').min(1, '用户编号无效').max(2_147_483_647, '用户编号无效').optional().meta({ title: '用户编号' }),
  from: chinaDate('开始日期').optional(),
  to: chinaDate('结束日期').optional()
})

export const refundListQuery = pageQuerySchema.extend({
  status: z.enum(REFUND_STATUSES, '退款状态无效').optional().meta({ title: '退款状态' }),
  keyword
})

export const invoiceListQuery = pageQuerySchema.extend({
  status: z.enum(INVOICE_LIST_STATUSES, '发票状态无效').optional().meta({ title: '发票状态' }),
  keyword
})

export const paymentIssueBody = z.strictObject({
  note: z.string('请填写处理说明').trim().min(1, '请填写处理说明').max(200, '处理说明不能超过200个字').meta({ title: '处理说明' })
})

/** A step may come without any body (no note); the handler reads an absent body as no note. */
export const refundStepBody = z.strictObject({
  note: z.string().trim().max(200, '备注不能超过200个字').default('').meta({ title: '备注' })
}).nullish()

export const orderParams = idParamsSchema('订单编号')
export const refundParams = idParamsSchema('退款申请编号')
export const invoiceParams = idParamsSchema('发票申请编号')
