// Input rules of the training context: strict zod schemas the server validates with (unknown fields refused). The
// app imports only the types (import type) and the constants from ./constants.
import { z } from 'zod'
import {
  FUNCTION_PARTS, INJURY_PARTS, LOAD_MODES, LOAD_UNITS, MODULE_KINDS, MUSCLE_GROUPS, PLANNER_CHANNELS,
  PLANNER_DAYS_MAX, PLANNER_DAYS_MIN, PLANNER_MINUTES_MAX, PLANNER_MINUTES_MIN, PLANNER_POINTS, PLAN_WEEKS_MAX,
  PROGRESSION_KINDS, SYNC_SETS_MAX, TOOLS
} from './constants'
import { DATE_RE } from '../validation'

const page = z.coerce.number().int().min(1, '页码无效').default(1)
const size = z.coerce.number().int().min(1).max(50, '每页最多50条').default(10)
/** A row id: positive and within PostgreSQL's integer (a larger one is no row, and would fail the query). */
const id = z.number().int().positive().max(2_147_483_647, '编号无效')
const date = z.string().regex(DATE_RE, '日期格式应为YYYY-MM-DD')
const isoTime = z.iso.datetime({ offset: true, message: '时间格式无效' })
const text = (max: number, label: string) => z.string().trim().max(max, `${label}不能超过${max}个字`)
const name = (label: string) => z.string().trim().min(1, `请填写${label}`).max(30, `${label}不能超过30个字`)
const uuid = z.uuid('客户端编号应为UUID')
const muscle = z.enum(MUSCLE_GROUPS, '肌群无效')
const tool = z.enum(TOOLS, '器械无效')
const injury = z.enum(INJURY_PARTS, '伤病部位无效')

// ---- Moves and libraries ----

export const moveListQuery = z.strictObject({
  page, size: z.coerce.number().int().min(1).max(50, '每页最多50条').default(20),
  keyword: z.string().trim().max(20, '搜索词不能超过20个字').optional(),
  muscle: muscle.optional(),
  tool: tool.optional(),
  unit: z.enum(LOAD_UNITS, '计量方式无效').optional(),
  functionPart: z.enum(FUNCTION_PARTS, '功能部位无效').optional(),
  libraryId: z.coerce.number().int().positive().max(2_147_483_647, '编号无效').optional()
})
export type MoveListQuery = z.input<typeof moveListQuery>

export const libraryListQuery = z.strictObject({
  page, size,
  /** Only the libraries the user subscribes to. */
  subscribed: z.enum(['true', 'false']).optional()
})
export type LibraryListQuery = z.input<typeof libraryListQuery>

export const programListQuery = z.strictObject({ page, size, keyword: z.string().trim().max(20).optional() })
export type ProgramListQuery = z.input<typeof programListQuery>

export const unlockInput = z.strictObject({ code: z.string().trim().toUpperCase().min(4, '请输入兑换码').max(20, '兑换码无效') })
export type UnlockInput = z.input<typeof unlockInput>

/** A move a trainer adds to their own library, or the back office to the company's. */
export const moveInput = z.strictObject({
  name: name('动作名称'),
  primaryMuscle: muscle,
  secondaryMuscles: z.array(muscle).max(5).default([]),
  functionPart: z.enum(FUNCTION_PARTS, '功能部位无效'),
  tool,
  unit: z.enum(LOAD_UNITS, '计量方式无效'),
  level: z.number().int().min(1).max(5).default(2),
  joints: z.array(injury).max(8).default([]),
  cues: z.array(text(60, '要点')).max(12).default([]),
  mistakes: z.array(text(60, '常见错误')).max(12).default([]),
  progressionNote: text(300, '进阶说明').default(''),
  progressionIds: z.array(id).max(10).default([]),
  regressionIds: z.array(id).max(10).default([]),
  media: z.array(z.strictObject({
    kind: z.enum(['image', 'video']),
    url: z.string().trim().min(1).max(300),
    poster: z.string().trim().max(300).default(''),
    caption: text(60, '说明').default('')
  })).max(9).default([])
})
export type MoveInput = z.input<typeof moveInput>

// ---- Planner ----

export const plannerInput = z.strictObject({
  points: z.partialRecord(z.enum(PLANNER_CHANNELS, '训练方向无效'), z.number('点数应为整数').int('点数应为整数').min(0, '点数不能为负').max(PLANNER_POINTS))
    .refine((p) => Object.values(p).reduce((a, b) => a + (b ?? 0), 0) === PLANNER_POINTS, `请把${PLANNER_POINTS}个点全部分配完（正好${PLANNER_POINTS}点）`),
  daysPerWeek: z.number().int().min(PLANNER_DAYS_MIN, '每周至少练1天').max(PLANNER_DAYS_MAX, '每周最多练7天'),
  sessionMinutes: z.number().int().min(PLANNER_MINUTES_MIN, `每次至少${PLANNER_MINUTES_MIN}分钟`).max(PLANNER_MINUTES_MAX, `每次最多${PLANNER_MINUTES_MAX}分钟`),
  tools: z.array(tool).max(TOOLS.length).default([]),
  injuries: z.array(injury).max(INJURY_PARTS.length).default([])
})
export type PlannerInput = z.input<typeof plannerInput>

export const plannerSaveInput = plannerInput.extend({ name: name('计划名称').optional(), weeks: z.number().int().min(1).max(PLAN_WEEKS_MAX).default(4) })
export type PlannerSaveInput = z.input<typeof plannerSaveInput>

// ---- Plans ----

export const setTargetInput = z.strictObject({
  reps: z.number().int().min(1).max(100).nullable().default(null),
  loadMode: z.enum(LOAD_MODES).default('fixed'),
  load: z.number().min(0).max(1000).nullable().default(null),
  durationSec: z.number().int().min(1).max(7200).nullable().default(null),
  distanceM: z.number().int().min(1).max(100000).nullable().default(null),
  restSec: z.number().int().min(0).max(900).default(90)
})
export type SetTargetInput = z.input<typeof setTargetInput>

export const progressionRuleInput = z.strictObject({
  kind: z.enum(PROGRESSION_KINDS).default('none'),
  loadStep: z.number().min(0).max(50).default(2.5),
  repsStep: z.number().int().min(0).max(10).default(1),
  maxReps: z.number().int().min(1).max(100).nullable().default(null),
  deloadAfterFailures: z.number().int().min(1).max(10).default(2),
  deloadPercent: z.number().int().min(0).max(50).default(10)
})
export type ProgressionRuleInput = z.input<typeof progressionRuleInput>

export const planListQuery = z.strictObject({ page, size, templates: z.enum(['true', 'false']).optional() })
export type PlanListQuery = z.input<typeof planListQuery>

export const planCreateInput = z.strictObject({
  name: name('计划名称'),
  note: text(200, '说明').default(''),
  weeks: z.number().int().min(1).max(PLAN_WEEKS_MAX).default(1),
  daysPerWeek: z.number().int().min(1).max(7).default(3),
  isTemplate: z.boolean().default(false)
})
export type PlanCreateInput = z.input<typeof planCreateInput>

export const planUpdateInput = z.strictObject({ name: name('计划名称'), note: text(200, '说明').default(''), isTemplate: z.boolean().optional() })
export type PlanUpdateInput = z.input<typeof planUpdateInput>

export const planWeekInput = z.strictObject({ copyFromWeekId: id.optional() })
export type PlanWeekInput = z.input<typeof planWeekInput>

export const planDayInput = z.strictObject({ name: text(20, '训练日名称'), restDay: z.boolean() })
export type PlanDayInput = z.input<typeof planDayInput>

export const planModuleInput = z.strictObject({
  kind: z.enum(MODULE_KINDS, '模块类型无效'),
  name: text(20, '模块名称').default(''),
  rounds: z.number().int().min(1).max(20).default(1),
  restSec: z.number().int().min(0).max(900).default(60)
})
export type PlanModuleInput = z.input<typeof planModuleInput>

export const planItemsInput = z.strictObject({ moveIds: z.array(id).min(1, '请选择动作').max(20) })
export type PlanItemsInput = z.input<typeof planItemsInput>

export const planItemInput = z.strictObject({
  sets: z.array(setTargetInput).min(1, '至少一组').max(20, '最多20组'),
  note: text(100, '备注').default(''),
  progression: progressionRuleInput.default({ kind: 'none', loadStep: 2.5, repsStep: 1, maxReps: null, deloadAfterFailures: 2, deloadPercent: 10 }),
  /** Swap the move, keeping the sets. */
  moveId: id.optional()
})
export type PlanItemInput = z.input<typeof planItemInput>

/** The day's modules in their new order, each with its items (an item may move to another module of the day). */
export const dayOrderInput = z.strictObject({
  modules: z.array(z.strictObject({ id, itemIds: z.array(id).max(50) })).max(20)
})
export type DayOrderInput = z.input<typeof dayOrderInput>

// ---- Sessions and sync ----

export const sessionStartInput = z.strictObject({
  clientId: uuid,
  planDayId: id.nullable().default(null),
  name: text(30, '训练名称').default(''),
  startedAt: isoTime.optional()
})
export type SessionStartInput = z.input<typeof sessionStartInput>

export const setLogInput = z.strictObject({
  clientId: uuid,
  sessionClientId: uuid,
  moveId: id,
  setNo: z.number().int().min(0).max(500),
  reps: z.number().int().min(0).max(1000).nullable().default(null),
  loadKg: z.number().min(0).max(1000).nullable().default(null),
  durationSec: z.number().int().min(0).max(36000).nullable().default(null),
  distanceM: z.number().int().min(0).max(1000000).nullable().default(null),
  rir: z.number().int().min(0).max(10).nullable().default(null),
  rpe: z.number().min(1).max(10).nullable().default(null),
  done: z.boolean().default(true),
  loggedAt: isoTime
})
export type SetLogInput = z.input<typeof setLogInput>

export const syncInput = z.strictObject({
  /** Sessions started offline (created when unknown; a known one is left as it is). */
  sessions: z.array(z.strictObject({
    clientId: uuid,
    planDayId: id.nullable().default(null),
    name: text(30, '训练名称').default(''),
    startedAt: isoTime,
    finishedAt: isoTime.nullable().default(null)
  })).max(20).default([]),
  sets: z.array(setLogInput).max(SYNC_SETS_MAX, `一次最多同步${SYNC_SETS_MAX}组`).default([])
})
export type SyncInput = z.input<typeof syncInput>

export const finishInput = z.strictObject({ finishedAt: isoTime.optional(), note: text(200, '备注').default('') })
export type FinishInput = z.input<typeof finishInput>

export const swapInput = z.strictObject({ fromMoveId: id, toMoveId: id })
export type SwapInput = z.input<typeof swapInput>

export const sessionListQuery = z.strictObject({ page, size })
export type SessionListQuery = z.input<typeof sessionListQuery>

// ---- Logs ----

export const logDaysQuery = z.strictObject({ from: date.optional(), to: date.optional() })
export type LogDaysQuery = z.input<typeof logDaysQuery>

export const volumeQuery = z.strictObject({ weeks: z.coerce.number().int().min(1).max(26).default(8) })
export type VolumeQuery = z.input<typeof volumeQuery>

// ---- Trainer and client ----

export const clientListQuery = z.strictObject({ page, size, keyword: z.string().trim().max(20).optional() })
export type ClientListQuery = z.input<typeof clientListQuery>

export const addClientInput = z.strictObject({ phone: z.string().trim().regex(/^1[3-9]\d{9}$/, '手机号格式不正确') })
export type AddClientInput = z.input<typeof addClientInput>

export const clientProfileInput = z.strictObject({
  heightCm: z.number().min(50).max(250).nullable().default(null),
  goals: z.array(text(30, '目标')).max(10).default([]),
  injuries: z.array(injury).max(INJURY_PARTS.length).default([]),
  injuryNote: text(200, '伤病说明').default(''),
  note: text(500, '备注').default('')
})
export type ClientProfileInput = z.input<typeof clientProfileInput>

export const measurementInput = z.strictObject({
  date,
  weightKg: z.number().min(20).max(300).nullable().default(null),
  bodyFatPct: z.number().min(2).max(70).nullable().default(null),
  waistCm: z.number().min(30).max(250).nullable().default(null),
  chestCm: z.number().min(30).max(250).nullable().default(null),
  hipCm: z.number().min(30).max(250).nullable().default(null),
  note: text(100, '备注').default('')
})
export type MeasurementInput = z.input<typeof measurementInput>

export const adherenceQuery = z.strictObject({ weeks: z.coerce.number().int().min(1).max(26).default(8) })
export type AdherenceQuery = z.input<typeof adherenceQuery>

export const assignInput = z.strictObject({ clientIds: z.array(id).min(1, '请选择学员').max(100) })
export type AssignInput = z.input<typeof assignInput>

export const slotRangeQuery = z.strictObject({ from: date.optional(), to: date.optional() })
export type SlotRangeQuery = z.input<typeof slotRangeQuery>

export const slotInput = z.strictObject({
  startsAt: isoTime,
  minutes: z.number().int().min(15).max(240).default(60),
  note: text(100, '备注').default(''),
  /** Book it for one of the trainer's clients right away. */
  clientId: id.nullable().default(null)
})
export type SlotInput = z.input<typeof slotInput>

// ---- Share ----

export const reportInput = z.strictObject({ reason: z.string().trim().min(2, '请说明举报原因').max(200, '举报原因不能超过200个字') })
export type ReportInput = z.input<typeof reportInput>

export const sharedListQuery = z.strictObject({ page, size })
export type SharedListQuery = z.input<typeof sharedListQuery>
