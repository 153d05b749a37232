// Input and response schemas of the back office's training area (types/training/admin-shapes.ts).
import { z } from 'zod'
import { LOAD_MODES, LOAD_UNITS, MODULE_KINDS, MUSCLE_GROUPS, PROGRAM_ACCESS, PROGRESSION_KINDS, REPORT_STATUSES, TOOLS } from '@contract/training/constants'
import type * as A from '@contract/training/admin-shapes'
import { pageQuerySchema } from '../../../http/query'
import { moveDetail, programDetail } from '../responses'

const int = z.number().int()
/** A row id: positive and within PostgreSQL's integer (a larger one is no row, and would fail the query). */
const rowId = int.positive().max(2_147_483_647, '编号无效')
const str = z.string()
const person = z.object({ id: int, nickname: str })

export const adminMoveListQuery = pageQuerySchema.extend({
  keyword: z.string().trim().max(20).optional(), muscle: z.enum(MUSCLE_GROUPS).optional(), tool: z.enum(TOOLS).optional(),
  unit: z.enum(LOAD_UNITS).optional(), owner: z.string().regex(/^(company|\d{1,10})$/, '归属无效').optional()
})
export const hiddenInput = z.strictObject({ hidden: z.boolean('请指明隐藏或显示') })
export const publishInput = z.strictObject({ published: z.boolean('请指明发布或下架') })
export const libraryInput = z.strictObject({
  name: z.string().trim().min(1, '请填写动作库名称').max(30), intro: z.string().trim().max(300).default(''), cover: z.string().trim().max(300).default(''),
  published: z.boolean(), moveIds: z.array(rowId).max(500)
})

const setInput = z.strictObject({
  reps: int.min(1).max(100).nullable().optional(), loadMode: z.enum(LOAD_MODES).optional(), load: z.number().min(0).max(1000).nullable().optional(),
  durationSec: int.min(1).max(7200).nullable().optional(), distanceM: int.min(1).max(100000).nullable().optional(), restSec: int.min(0).max(900).optional()
})
const itemInput = z.strictObject({
  moveId: rowId, sets: z.array(setInput).min(1).max(20), note: z.string().trim().max(100).optional(),
  progression: z.strictObject({
    kind: z.enum(PROGRESSION_KINDS).optional(), loadStep: z.number().min(0).max(50).optional(), repsStep: int.min(0).max(10).optional(),
    maxReps: int.min(1).max(100).nullable().optional(), deloadAfterFailures: int.min(1).max(10).optional(), deloadPercent: int.min(0).max(50).optional()
  }).optional()
})
const dayInput = z.strictObject({
  name: z.string().trim().max(20), restDay: z.boolean(),
  modules: z.array(z.strictObject({
    kind: z.enum(MODULE_KINDS), name: z.string().trim().max(20).optional(), rounds: int.min(1).max(20).optional(), restSec: int.min(0).max(900).optional(),
    items: z.array(itemInput).max(20)
  })).max(10)
})
const weeksInput = z.array(z.strictObject({ days: z.array(dayInput).length(7, '每周应有7天') })).min(1, '至少一周').max(16)

export const scheduleInput = z.strictObject({
  weeks: weeksInput, updatedAt: z.iso.datetime({ offset: true, message: '请先重新打开计划再编辑' })
}) satisfies z.ZodType<A.AdminProgramScheduleInput>

export const programInput = z.strictObject({
  title: z.string().trim().min(1, '请填写计划名称').max(40), subtitle: z.string().trim().max(60).optional(), cover: z.string().trim().max(300).optional(),
  description: z.string().trim().max(2000).optional(), level: int.min(1).max(5), access: z.enum(PROGRAM_ACCESS), goodsId: rowId.nullable(),
  priceFen: int.min(0).max(10_000_000), published: z.boolean(),
  weeks: weeksInput
}).refine((p) => p.access !== 'purchase' || p.goodsId !== null, { message: '购买解锁的计划需要关联商品', path: ['goodsId'] })

export const codeBatchInput = z.strictObject({
  count: int.min(1, '至少生成1个').max(500, '一次最多生成500个'), expiresAt: z.iso.datetime({ offset: true }).nullable()
})
export const codeListQuery = pageQuerySchema.extend({ used: z.enum(['true', 'false']).optional() })
export const reportListQuery = pageQuerySchema.extend({ status: z.enum(REPORT_STATUSES).optional() })
export const reportDecision = z.strictObject({ action: z.enum(['hide', 'dismiss']) })

export const adminMove = moveDetail.extend({ hidden: z.boolean(), updatedAt: str }) satisfies z.ZodType<A.AdminMove>
export const adminLibrary = z.object({
  id: int, name: str, intro: str, cover: str, ownerId: int.nullable(), published: z.boolean(), moveIds: z.array(int), subscriberCount: int
}) satisfies z.ZodType<A.AdminLibrary>
export const adminProgram = programDetail.extend({ published: z.boolean(), codesIssued: int, codesUsed: int, updatedAt: str }) satisfies z.ZodType<A.AdminProgram>
export const adminCodeBatch = z.object({ batchId: int, programId: int, codes: z.array(str), expiresAt: str.nullable() }) satisfies z.ZodType<A.AdminCodeBatch>
export const adminUnlockCode = z.object({
  code: str, batchId: int, usedBy: person.nullable(), usedAt: str.nullable(), expiresAt: str.nullable(), createdAt: str
}) satisfies z.ZodType<A.AdminUnlockCode>
export const adminPlanReport = z.object({
  id: int, planId: int, planName: str, shareToken: str, owner: person, reporter: person, reason: str, status: z.enum(REPORT_STATUSES), createdAt: str, handledAt: str.nullable()
}) satisfies z.ZodType<A.AdminPlanReport>
