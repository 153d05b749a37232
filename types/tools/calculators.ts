// The gym calculators (pages/mine/counter): what a learner enters and what follows from it. Pure and
// dependency-free: the server answers results computed here, and the app imports it at run time to show a live
// preview while the form is edited, so both always agree. docs/calculators.md has the formulas.
//
// Money is integer fen everywhere. Percentages are entered with at most one decimal (12.5 %) and computed as
// whole per-mille, so every product below is an exact integer; a share of an amount is rounded half up to the
// fen (`shareOf`), and a head count derived from a rate is rounded down (nobody buys 0.4 of a package).

export type CalculationKind = 'sales' | 'profit'

export interface MembershipTier {
  name: string
  priceFen: number
  /** Memberships of this tier sold in a month. */
  countPerMonth: number
}

export interface PtPackage {
  name: string
  priceFen: number
  sessions: number
  /** Percent of the month's new members who also buy this package. */
  conversionPct: number
}

export interface SalesInputs {
  tiers: MembershipTier[]
  ptPackages: PtPackage[]
  salesStaff: number
  coaches: number
  /** Commission on membership sales, paid to the sales staff (percent). */
  membershipCommissionPct: number
  /** Commission on personal-training sales, paid to the coaches (percent). */
  ptCommissionPct: number
  /** Monthly revenue target; 0 = none. */
  targetFen: number
}

export interface RevenueLine {
  name: string
  amountFen: number
}

export interface ProfitInputs {
  /** Monthly revenue by source. */
  revenueLines: RevenueLine[]
  rentFen: number
  wagesFen: number
  utilitiesFen: number
  /** Sales commissions (filled from a sales calculation, or entered). */
  commissionFen: number
  otherFen: number
  /** Costs that grow with revenue (consumables, card fees), as a percent of revenue. */
  variableCostPct: number
  initialInvestmentFen: number
}

export interface SourceAmount {
  name: string
  /** Head count behind the amount: memberships sold, or package buyers. */
  count: number
  amountFen: number
}

export interface SalesResults {
  members: number
  membershipBySource: SourceAmount[]
  ptBySource: SourceAmount[]
  membershipRevenueFen: number
  ptRevenueFen: number
  totalRevenueFen: number
  membershipCommissionFen: number
  ptCommissionFen: number
  commissionsFen: number
  /** Membership commission split evenly over the sales staff (0 without staff). */
  perSalesStaffFen: number
  /** PT commission split evenly over the coaches (0 without coaches). */
  perCoachFen: number
  /** Whole percent of the target reached (rounded down); null without a target. */
  targetReachedPct: number | null
}

export interface ProfitResults {
  revenueFen: number
  variableCostFen: number
  grossProfitFen: number
  fixedCostsFen: number
  netMonthlyProfitFen: number
  /** First month (1-based) whose cumulative profit covers the initial investment; null when it never does. */
  breakEvenMonth: number | null
  /** Cumulative profit minus the investment at the end of each month, for the chart (CHART_MONTHS_MIN..MAX). */
  cumulativeFen: number[]
}

export type CalculationInputs<K extends CalculationKind> = K extends 'sales' ? SalesInputs : ProfitInputs
export type CalculationResults<K extends CalculationKind> = K extends 'sales' ? SalesResults : ProfitResults

/**
 * Bounds of every input, shared by the server's schemas and the app's forms. They keep every intermediate product
 * below 2^53 ≈ 9 × 10¹⁵ (exact in a JS number): at most 5 × 10⁴ members a month, so PT revenue ≤ 5 packages ×
 * 5 × 10⁴ buyers × 10⁷ fen = 2.5 × 10¹², and shareOf multiplies that by at most 2000.
 */
export const CALCULATOR_LIMITS = {
  nameMax: 30,
  lineNameMax: 20,
  tiersMax: 10,
  ptPackagesMax: 5,
  revenueLinesMax: 10,
  /** ¥100,000: a lifetime membership or a large package, with room to spare. */
  priceFenMax: 10_000_000,
  countMax: 5_000,
  sessionsMax: 1_000,
  staffMax: 1_000,
  /** ¥1,000,000,000: any monthly amount or investment a single gym can have. */
  amountFenMax: 100_000_000_000,
  pctMax: 100
} as const

/** Chart horizon of a profit calculation: at least a year, at most three, else up to the break-even month. */
export const CHART_MONTHS_MIN = 12
export const CHART_MONTHS_MAX = 36

/** A percent with at most one decimal as whole per-mille (12.5 → 125). */
export const perMille = (pct: number): number => Math.round(pct * 10)

/** True when a percent has at most one decimal (what the forms and the server accept). */
export const isTenthPercent = (pct: number): boolean => Math.abs(pct * 10 - Math.round(pct * 10)) < 1e-9

/** amountFen × pct %, rounded half up to the fen, in integer arithmetic. */
export function shareOf(amountFen: number, pct: number): number {
  const numerator = amountFen * perMille(pct)
  return Math.floor((2 * numerator + 1000) / 2000)
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0)

/** Splits an amount evenly over people, rounded half up; 0 when nobody shares it. */
const perHead = (amountFen: number, people: number): number =>
  people > 0 ? Math.floor((2 * amountFen + people) / (2 * people)) : 0

export function computeSales(inputs: SalesInputs): SalesResults {
  const membershipBySource = inputs.tiers.map((t) => ({ name: t.name, count: t.countPerMonth, amountFen: t.priceFen * t.countPerMonth }))
  const members = sum(inputs.tiers.map((t) => t.countPerMonth))
  const ptBySource = inputs.ptPackages.map((p) => {
    const buyers = Math.floor((members * perMille(p.conversionPct)) / 1000)
    return { name: p.name, count: buyers, amountFen: buyers * p.priceFen }
  })
  const membershipRevenueFen = sum(membershipBySource.map((s) => s.amountFen))
  const ptRevenueFen = sum(ptBySource.map((s) => s.amountFen))
  const totalRevenueFen = membershipRevenueFen + ptRevenueFen
  const membershipCommissionFen = shareOf(membershipRevenueFen, inputs.membershipCommissionPct)
  const ptCommissionFen = shareOf(ptRevenueFen, inputs.ptCommissionPct)
  return {
    members,
    membershipBySource,
    ptBySource,
    membershipRevenueFen,
    ptRevenueFen,
    totalRevenueFen,
    membershipCommissionFen,
    ptCommissionFen,
    commissionsFen: membershipCommissionFen + ptCommissionFen,
    perSalesStaffFen: perHead(membershipCommissionFen, inputs.salesStaff),
    perCoachFen: perHead(ptCommissionFen, inputs.coaches),
    targetReachedPct: inputs.targetFen > 0 ? Math.floor((totalRevenueFen * 100) / inputs.targetFen) : null
  }
}

/** The month the investment is paid back: ⌈investment ÷ net monthly profit⌉, at least 1; null at a loss or zero. */
export function breakEvenMonth(initialInvestmentFen: number, netMonthlyProfitFen: number): number | null {
  if (netMonthlyProfitFen <= 0) return initialInvestmentFen === 0 && netMonthlyProfitFen === 0 ? 1 : null
  return Math.max(1, Math.ceil(initialInvestmentFen / netMonthlyProfitFen))
}

export function computeProfit(inputs: ProfitInputs): ProfitResults {
  const revenueFen = sum(inputs.revenueLines.map((l) => l.amountFen))
  const variableCostFen = shareOf(revenueFen, inputs.variableCostPct)
  const grossProfitFen = revenueFen - variableCostFen
  const fixedCostsFen = inputs.rentFen + inputs.wagesFen + inputs.utilitiesFen + inputs.commissionFen + inputs.otherFen
  const netMonthlyProfitFen = grossProfitFen - fixedCostsFen
  const month = breakEvenMonth(inputs.initialInvestmentFen, netMonthlyProfitFen)
  const months = Math.min(CHART_MONTHS_MAX, Math.max(CHART_MONTHS_MIN, month ?? 0))
  const cumulativeFen = Array.from({ length: months }, (_, i) => netMonthlyProfitFen * (i + 1) - inputs.initialInvestmentFen)
  return { revenueFen, variableCostFen, grossProfitFen, fixedCostsFen, netMonthlyProfitFen, breakEvenMonth: month, cumulativeFen }
}

/**
 * A profit calculation started from a sales one: its membership and PT revenue become the revenue lines and its
 * commissions a cost. Copied, not linked: the saved profit calculation stays as it was if the sales one changes.
 */
export function profitStartFromSales(sales: SalesResults, names: { membership: string; pt: string }): Pick<ProfitInputs, 'revenueLines' | 'commissionFen'> {
  const revenueLines = [
    { name: names.membership, amountFen: sales.membershipRevenueFen },
    { name: names.pt, amountFen: sales.ptRevenueFen }
  ].filter((l) => l.amountFen > 0)
  return { revenueLines, commissionFen: sales.commissionsFen }
}

/** The one figure a list shows: monthly revenue of a sales calculation, net monthly profit of a profit one. */
export function headlineFen(kind: CalculationKind, inputs: SalesInputs | ProfitInputs): number {
  return kind === 'sales'
    ? computeSales(inputs as SalesInputs).totalRevenueFen
    : computeProfit(inputs as ProfitInputs).netMonthlyProfitFen
}

/** Bar widths in percent of the largest absolute value (0–100), for charts drawn with plain views. */
export function barPercents(values: number[]): number[] {
  const max = Math.max(0, ...values.map(Math.abs))
  return values.map((v) => (max === 0 ? 0 : Math.round((Math.abs(v) * 100) / max)))
}
