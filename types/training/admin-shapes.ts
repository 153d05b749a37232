// Shapes of the back office's training area: moves and their media, libraries, published strength programs, unlock
// codes, reported shared plans. Inputs are zod schemas in ./schemas.ts (moveInput) and here below as types the
// server's schemas (server/src/contexts/training/admin/schemas.ts) are checked against.
import type { PageQuery } from '../envelope'
import type { LoadUnit, ModuleKind, MuscleGroup, ProgramAccess, ReportStatus, Tool } from './constants'
import type { MoveDetail, ProgramDetail, ProgressionRule, SetTarget } from './shapes'

export interface AdminMoveListQuery extends PageQuery {
  keyword?: string
  muscle?: MuscleGroup
  tool?: Tool
  unit?: LoadUnit
  /** 'company' (default) or a trainer's user id. */
  owner?: string
}

export interface AdminMove extends MoveDetail {
  /** Hidden moves stay in existing plans and logs but are not listed or proposed. */
  hidden: boolean
  updatedAt: string
}

export interface AdminLibrary {
  id: number
  name: string
  intro: string
  cover: string
  ownerId: number | null
  published: boolean
  moveIds: number[]
  subscriberCount: number
}

export interface AdminLibraryInput {
  name: string
  intro?: string
  cover?: string
  published: boolean
  moveIds: number[]
}

/** Publishing is its own conditional step: the published flag is set only when it is not already so. */
export interface AdminPublishInput {
  published: boolean
}

export interface AdminProgramItemInput {
  moveId: number
  sets: Partial<SetTarget>[]
  note?: string
  progression?: Partial<ProgressionRule>
}

export interface AdminProgramModuleInput {
  kind: ModuleKind
  name?: string
  rounds?: number
  restSec?: number
  items: AdminProgramItemInput[]
}

export interface AdminProgramDayInput {
  name: string
  restDay: boolean
  modules: AdminProgramModuleInput[]
}

/** The whole program at once (weeks → days → modules → moves): saving replaces its schedule. */
export interface AdminProgramInput {
  title: string
  subtitle?: string
  cover?: string
  description?: string
  level: number
  access: ProgramAccess
  goodsId: number | null
  priceFen: number
  published: boolean
  weeks: { days: AdminProgramDayInput[] }[]
}

/** A program's schedule alone, edited in the console: the week count may change, each week has its 7 days. */
export interface AdminProgramScheduleInput {
  weeks: { days: AdminProgramDayInput[] }[]
  /** The program's updatedAt as the editor loaded it: a schedule changed meanwhile is not overwritten. */
  updatedAt: string
}

export interface AdminProgram extends ProgramDetail {
  published: boolean
  codesIssued: number
  codesUsed: number
  updatedAt: string
}

export interface AdminCodeBatchInput {
  count: number
  /** ISO time after which the codes no longer unlock; null: never. */
  expiresAt: string | null
}

export interface AdminCodeBatch {
  batchId: number
  programId: number
  codes: string[]
  expiresAt: string | null
}

export interface AdminUnlockCode {
  code: string
  batchId: number
  usedBy: { id: number; nickname: string } | null
  usedAt: string | null
  expiresAt: string | null
  createdAt: string
}

export interface AdminCodeListQuery extends PageQuery {
  used?: 'true' | 'false'
}

export interface AdminPlanReport {
  id: number
  planId: number
  planName: string
  shareToken: string
  owner: { id: number; nickname: string }
  reporter: { id: number; nickname: string }
  reason: string
  status: ReportStatus
  createdAt: string
  handledAt: string | null
}

export interface AdminReportListQuery extends PageQuery {
  status?: ReportStatus
}

export interface AdminReportDecision {
  /** hide: the shared link stops working for everyone but the owner; dismiss: nothing wrong. */
  action: 'hide' | 'dismiss'
}
