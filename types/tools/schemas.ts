// Tools contract: saved gym calculations. Zod schemas are the server's strict input validation; the app
// imports only the types (import type), and the maths and limits from calculators.ts, so zod never enters the app.
import { z } from 'zod'
import {
  CALCULATOR_LIMITS as L, isTenthPercent, type CalculationKind, type ProfitInputs, type ProfitResults, type SalesInputs,
  type SalesResults
} from './calculators'

const lineName = (label: string) =>
  z.string().trim().min(1, `请填写${label}`).max(L.lineNameMax, `${label}不能超过${L.lineNameMax}个字`).meta({ title: label })
const wholeNumber = (label: string, max: number) =>
  z.number(`${label}应为数字`).int(`${label}应为整数`).min(0, `${label}不能为负数`).max(max, `${label}不能超过${max}`).meta({ title: label })
/** An amount in fen; the message names the limit in yuan, as the form shows it. */
const fen = (label: string, max: number) =>
  z.number(`${label}应为数字`).int(`${label}应精确到分`).min(0, `${label}不能为负数`).max(max, `${label}不能超过${max / 100}元`).meta({ title: label })
const percent = (label: string) =>
  z.number(`${label}应为数字`).min(0, `${label}不能为负数`).max(L.pctMax, `${label}不能超过${L.pctMax}%`)
    .refine(isTenthPercent, `${label}最多保留一位小数`).meta({ title: label })

export const calculationNameSchema = z.string().trim().min(1, '请填写计算名称')
  .max(L.nameMax, `计算名称不能超过${L.nameMax}个字`).meta({ title: '计算名称' })

export const salesInputsSchema = z.strictObject({
  tiers: z.array(z.strictObject({
    name: lineName('会籍卡名称'),
    priceFen: fen('会籍卡价格', L.priceFenMax),
    countPerMonth: wholeNumber('每月售出数量', L.countMax)
  })).min(1, '请至少添加一种会籍卡').max(L.tiersMax, `会籍卡最多${L.tiersMax}种`).meta({ title: '会籍卡' }),
  ptPackages: z.array(z.strictObject({
    name: lineName('私教课包名称'),
    priceFen: fen('私教课包价格', L.priceFenMax),
    sessions: wholeNumber('课时数', L.sessionsMax),
    conversionPct: percent('私教转化率')
  })).max(L.ptPackagesMax, `私教课包最多${L.ptPackagesMax}种`).meta({ title: '私教课包' }),
  salesStaff: wholeNumber('会籍顾问人数', L.staffMax),
  coaches: wholeNumber('私教教练人数', L.staffMax),
  membershipCommissionPct: percent('会籍提成比例'),
  ptCommissionPct: percent('私教提成比例'),
  targetFen: fen('月度业绩目标', L.amountFenMax)
}) satisfies z.ZodType<SalesInputs>

export const profitInputsSchema = z.strictObject({
  revenueLines: z.array(z.strictObject({ name: lineName('收入名称'), amountFen: fen('月收入', L.amountFenMax) }))
    .max(L.revenueLinesMax, `收入项最多${L.revenueLinesMax}项`).meta({ title: '月收入' }),
  rentFen: fen('房租', L.amountFenMax),
  wagesFen: fen('工资', L.amountFenMax),
  utilitiesFen: fen('水电费', L.amountFenMax),
  commissionFen: fen('销售提成', L.amountFenMax),
  otherFen: fen('其他费用', L.amountFenMax),
  variableCostPct: percent('变动成本比例'),
  initialInvestmentFen: fen('初始投资', L.amountFenMax)
}) satisfies z.ZodType<ProfitInputs>

export const createCalculationSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('sales'), name: calculationNameSchema, inputs: salesInputsSchema }),
  z.strictObject({ kind: z.literal('profit'), name: calculationNameSchema, inputs: profitInputsSchema })
], '计算类型应为 sales 或 profit')
export type CreateCalculationInput = z.infer<typeof createCalculationSchema>

/** Rename, or change the inputs (of the same kind), or both. */
export const updateCalculationSchema = z.strictObject({
  name: calculationNameSchema.optional(),
  inputs: z.union([salesInputsSchema, profitInputsSchema], '计算参数无效').optional().meta({ title: '计算参数' })
})
export type UpdateCalculationInput = z.infer<typeof updateCalculationSchema>

export const calculationListQuerySchema = z.strictObject({
  kind: z.enum(['sales', 'profit'], '计算类型应为 sales 或 profit').optional().meta({ title: '计算类型' })
})
export interface CalculationListQuery {
  kind?: CalculationKind
  page?: number
  size?: number
}

/** A row of the list: the one figure worth seeing without opening it (headlineFen in calculators.ts). */
export interface CalculationSummary {
  id: number
  kind: CalculationKind
  name: string
  headlineFen: number
  shared: boolean
  updatedAt: string
}

export type CalculationBody =
  | { kind: 'sales'; inputs: SalesInputs; results: SalesResults }
  | { kind: 'profit'; inputs: ProfitInputs; results: ProfitResults }

/** The owner's view. */
export type Calculation = CalculationBody & {
  id: number
  name: string
  shareCode: string | null
  createdAt: string
  updatedAt: string
}

/** What anyone with the share code reads: no id, no owner, no code. */
export type SharedCalculation = CalculationBody & { name: string; updatedAt: string }

export interface ShareResult {
  shareCode: string
}
