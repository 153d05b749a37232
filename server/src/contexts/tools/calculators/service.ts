// Rules for saved calculations: at most MAX_CALCULATIONS per user (checked under a per-user lock), inputs keep
// their kind, results are always recomputed from the stored inputs by the shared module (never stored), and a
// share code is random, set once, and reveals nothing about the owner.
import { randomBytes } from 'node:crypto'
import { computeProfit, computeSales, headlineFen, type ProfitInputs, type SalesInputs } from '@contract/tools/calculators'
import type { Paged } from '@contract/envelope'
import type {
  Calculation, CalculationBody, CalculationListQuery, CalculationSummary, CreateCalculationInput, SharedCalculation,
  ShareResult, UpdateCalculationInput
} from '@contract/tools/schemas'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import { offsetOf, type PageQueryInput } from '../../../http/query'
import * as repo from './repo'

/** A hundred: more than anyone compares, and a bound on what a script can pile into the table. */
export const MAX_CALCULATIONS = 100

/** 12 random bytes (16 characters): unguessable, short enough for a link. */
const newShareCode = () => randomBytes(12).toString('base64url')

const notFound = () => userError('NOT_FOUND', '该计算不存在或已删除')

function bodyOf(row: repo.CalculationRow): CalculationBody {
  return row.kind === 'sales'
    ? { kind: 'sales', inputs: row.inputs as SalesInputs, results: computeSales(row.inputs as SalesInputs) }
    : { kind: 'profit', inputs: row.inputs as ProfitInputs, results: computeProfit(row.inputs as ProfitInputs) }
}

function toCalculation(row: repo.CalculationRow): Calculation {
  const { id, name, shareCode, createdAt, updatedAt } = row
  return { ...bodyOf(row), id, name, shareCode, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() }
}

function toSummary(row: repo.CalculationRow): CalculationSummary {
  const { id, kind, name, shareCode, updatedAt } = row
  const inputs = row.inputs as SalesInputs | ProfitInputs
  return { id, kind, name, headlineFen: headlineFen(kind, inputs), shared: shareCode !== null, updatedAt: updatedAt.toISOString() }
}

export async function listCalculations(db: Db, userId: number, query: PageQueryInput & CalculationListQuery): Promise<Paged<CalculationSummary>> {
  const [rows, total] = await Promise.all([
    repo.listCalculations(db, userId, query.kind, offsetOf(query), query.size),
    repo.countCalculations(db, userId, query.kind)
  ])
  return { list: rows.map(toSummary), total, page: query.page, size: query.size }
}

export async function createCalculation(db: Db, userId: number, input: CreateCalculationInput): Promise<Calculation> {
  const row = await db.transaction(async (tx) => {
    await repo.lockUserCalculations(tx, userId)
    if ((await repo.countCalculations(tx, userId)) >= MAX_CALCULATIONS) {
      throw userError('CALCULATION_LIMIT', `最多保存${MAX_CALCULATIONS}个计算，请先删除不用的计算`)
    }
    return repo.insertCalculation(tx, userId, input)
  })
  return toCalculation(row)
}

export async function getCalculation(db: Db, userId: number, id: number): Promise<Calculation> {
  const row = await repo.findCalculation(db, userId, id)
  if (!row) throw notFound()
  return toCalculation(row)
}

/** The body's inputs are strict objects of one kind or the other; sales inputs are the ones with tiers. */
const kindOfInputs = (inputs: SalesInputs | ProfitInputs) => ('tiers' in inputs ? 'sales' : 'profit')

export async function updateCalculation(db: Db, userId: number, id: number, input: UpdateCalculationInput): Promise<Calculation> {
  if (input.name === undefined && input.inputs === undefined) throw userError('VALIDATION', '请填写计算名称或计算参数')
  const current = await repo.findCalculation(db, userId, id)
  if (!current) throw notFound()
  if (input.inputs && kindOfInputs(input.inputs) !== current.kind) {
    throw userError('CALCULATION_KIND_MISMATCH', current.kind === 'sales' ? '这是销售业绩计算，请填写销售业绩参数' : '这是利润计算，请填写利润参数')
  }
  const row = await repo.updateCalculation(db, userId, id, { name: input.name, inputs: input.inputs })
  if (!row) throw notFound()
  return toCalculation(row)
}

export async function deleteCalculation(db: Db, userId: number, id: number): Promise<null> {
  if (!(await repo.deleteCalculation(db, userId, id))) throw notFound()
  return null
}

/** Idempotent: a calculation shared before keeps its code (links already sent keep working). */
export async function shareCalculation(db: Db, userId: number, id: number): Promise<ShareResult> {
  const set = await repo.setShareCode(db, userId, id, newShareCode())
  const row = set ?? (await repo.findCalculation(db, userId, id))
  if (!row?.shareCode) throw notFound()
  return { shareCode: row.shareCode }
}

export async function getSharedCalculation(db: Db, shareCode: string): Promise<SharedCalculation> {
  const row = await repo.findShared(db, shareCode)
  if (!row) throw userError('NOT_FOUND', '分享的计算不存在或已删除')
  return { ...bodyOf(row), name: row.name, updatedAt: row.updatedAt.toISOString() }
}
