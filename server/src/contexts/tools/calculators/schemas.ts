// Response schemas of /api/calculations*: each must match its type in types/tools/schemas.ts (checked by `satisfies`), and
// strips anything else from what a handler returns.
import { z } from 'zod'
import type { ProfitResults, SalesResults } from '@contract/tools/calculators'
import {
  profitInputsSchema, salesInputsSchema, type Calculation, type CalculationSummary, type SharedCalculation
} from '@contract/tools/schemas'

const int = z.number().int()
const source = z.object({ name: z.string(), count: int, amountFen: int })

const salesResults = z.object({
  members: int,
  membershipBySource: z.array(source),
  ptBySource: z.array(source),
  membershipRevenueFen: int,
  ptRevenueFen: int,
  totalRevenueFen: int,
  membershipCommissionFen: int,
  ptCommissionFen: int,
  commissionsFen: int,
  perSalesStaffFen: int,
  perCoachFen: int,
  targetReachedPct: int.nullable()
}) satisfies z.ZodType<SalesResults>

const profitResults = z.object({
  revenueFen: int,
  variableCostFen: int,
  grossProfitFen: int,
  fixedCostsFen: int,
  netMonthlyProfitFen: int,
  breakEvenMonth: int.nullable(),
  cumulativeFen: z.array(int)
}) satisfies z.ZodType<ProfitResults>

const salesBody = { kind: z.literal('sales'), inputs: salesInputsSchema, results: salesResults }
const profitBody = { kind: z.literal('profit'), inputs: profitInputsSchema, results: profitResults }
const ownerFields = { id: int, name: z.string(), shareCode: z.string().nullable(), createdAt: z.string(), updatedAt: z.string() }
const sharedFields = { name: z.string(), updatedAt: z.string() }

export const calculationResponse = z.discriminatedUnion('kind', [
  z.object({ ...salesBody, ...ownerFields }),
  z.object({ ...profitBody, ...ownerFields })
]) satisfies z.ZodType<Calculation>

export const sharedCalculationResponse = z.discriminatedUnion('kind', [
  z.object({ ...salesBody, ...sharedFields }),
  z.object({ ...profitBody, ...sharedFields })
]) satisfies z.ZodType<SharedCalculation>

export const calculationSummaryResponse = z.object({
  id: int,
  kind: z.enum(['sales', 'profit']),
  name: z.string(),
  headlineFen: int,
  shared: z.boolean(),
  updatedAt: z.string()
}) satisfies z.ZodType<CalculationSummary>
