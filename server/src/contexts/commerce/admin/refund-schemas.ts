// Input schemas of the console's operator refunds and offline orders (strict, Chinese messages, each field titled
// so a refusal names it). The shapes they produce are the contract's (types/commerce/admin-refund-shapes.ts).
import { z } from 'zod'
import type { ManualPayoutInput, OperatorRefundInput } from '@contract/commerce/admin-refund-shapes'
import { REFUND_REASON_KINDS } from '@contract/commerce/constants'
import { PHONE_RE } from '@contract/validation'

/** Ten million yuan: far above any price, low enough to stay an int4 in fen. */
const MAX_FEN = 1_000_000_000
const fen = (title: string) =>
  z.number(`请填写${title}`).int(`${title}应为整数（分）`).min(1, `${title}应大于0`).max(MAX_FEN, `${title}过大`).meta({ title })
const id = (title: string) => z.number(`请选择${title}`).int(`${title}无效`).positive(`${title}无效`).max(2_147_483_647, `${title}无效`).meta({ title })
const note = z.string().trim().max(200, '备注不能超过200个字').default('').meta({ title: '备注' })

export const operatorRefundBody = z.strictObject({
  amountFen: fen('退款金额'),
  reasonKind: z.enum(REFUND_REASON_KINDS, '请选择退款原因').meta({ title: '退款原因' }),
  note
}).refine((v) => v.reasonKind !== 'other' || v.note.length > 0, { message: '选择“其他原因”时请填写说明', path: ['note'] }) satisfies
  z.ZodType<Required<OperatorRefundInput>, OperatorRefundInput>

export const manualPayoutBody = z.strictObject({
  reference: z.string('请填写转账流水号').trim().min(1, '请填写转账流水号').max(64, '流水号不能超过64个字符').meta({ title: '转账流水号' }),
  note
}) satisfies z.ZodType<Required<ManualPayoutInput>, ManualPayoutInput>

export const offlineOrderBody = z.strictObject({
  phone: z.string('请填写学员手机号').trim().regex(PHONE_RE, '手机号格式不正确').meta({ title: '学员手机号' }),
  goodsId: id('商品'),
  classId: id('班级').optional(),
  examSessionId: id('考试场次').optional(),
  amountFen: fen('实收金额'),
  priceNote: z.string().trim().max(200, '原因不能超过200个字').default('').meta({ title: '金额差异原因' }),
  bankReference: z.string('请填写银行流水号').trim().min(1, '请填写银行流水号').max(64, '流水号不能超过64个字符').meta({ title: '银行流水号' }),
  transferDate: z.iso.date('转账日期格式应为YYYY-MM-DD').meta({ title: '转账日期' }),
  proofPath: z.string('请上传转账凭证').max(300, '转账凭证无效').refine((v) => v.startsWith('/uploads/'), '转账凭证无效').meta({ title: '转账凭证' })
})
