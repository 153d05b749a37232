// The calculator maths (types/tools/calculators.ts) against numbers worked out by hand.
import {
  barPercents, breakEvenMonth, computeProfit, computeSales, headlineFen, isTenthPercent, profitStartFromSales, shareOf,
  type ProfitInputs, type SalesInputs
} from '@contract/tools/calculators'

const sales: SalesInputs = {
  tiers: [
    { name: '年卡', priceFen: 299_900, countPerMonth: 20 },
    { name: '季卡', priceFen: 99_900, countPerMonth: 30 }
  ],
  ptPackages: [
    { name: '私教12节', priceFen: 360_000, sessions: 12, conversionPct: 12.5 },
    { name: '私教24节', priceFen: 660_000, sessions: 24, conversionPct: 5 }
  ],
  salesStaff: 3,
  coaches: 4,
  membershipCommissionPct: 3.5,
  ptCommissionPct: 10,
  targetFen: 15_000_000
}

const profit: ProfitInputs = {
  revenueLines: [{ name: '会籍', amountFen: 8_995_000 }, { name: '私教', amountFen: 3_480_000 }],
  rentFen: 3_000_000,
  wagesFen: 4_000_000,
  utilitiesFen: 500_000,
  commissionFen: 662_825,
  otherFen: 200_000,
  variableCostPct: 5,
  initialInvestmentFen: 50_000_000
}

describe('shareOf: a percent of an amount, half up to the fen', () => {
  it.each([
    [1, 50, 1], [3, 50, 2], [2, 50, 1], [101, 12.5, 13], [1004, 12.5, 126], [8_995_000, 3.5, 314_825], [0, 30, 0], [999, 0, 0], [777, 100, 777]
  ])('%i fen × %f %% = %i fen', (amount, pct, expected) => {
    expect(shareOf(amount, pct)).toBe(expected)
  })

  it('accepts percents with at most one decimal', () => {
    expect([12.5, 0.1, 3, 99.9].every(isTenthPercent)).toBe(true)
    expect([12.55, 0.01].some(isTenthPercent)).toBe(false)
  })
})

describe('sales calculator', () => {
  const r = computeSales(sales)

  it('adds membership revenue tier by tier', () => {
    expect(r.members).toBe(50)
    expect(r.membershipBySource).toEqual([
      { name: '年卡', count: 20, amountFen: 5_998_000 },
      { name: '季卡', count: 30, amountFen: 2_997_000 }
    ])
    expect(r.membershipRevenueFen).toBe(8_995_000)
  })

  it('counts package buyers as a share of the new members, rounded down', () => {
    // 50 × 12.5 % = 6.25 → 6 buyers; 50 × 5 % = 2.5 → 2 buyers.
    expect(r.ptBySource).toEqual([
      { name: '私教12节', count: 6, amountFen: 2_160_000 },
      { name: '私教24节', count: 2, amountFen: 1_320_000 }
    ])
    expect(r.ptRevenueFen).toBe(3_480_000)
    expect(r.totalRevenueFen).toBe(12_475_000)
  })

  it('pays commissions per kind of sale and splits them per head, half up', () => {
    expect(r.membershipCommissionFen).toBe(314_825)
    expect(r.ptCommissionFen).toBe(348_000)
    expect(r.commissionsFen).toBe(662_825)
    expect(r.perSalesStaffFen).toBe(104_942) // 314,825 ÷ 3 = 104,941.67
    expect(r.perCoachFen).toBe(87_000)
  })

  it('reports the whole percent of the target reached', () => {
    expect(r.targetReachedPct).toBe(83) // 12,475,000 ÷ 15,000,000 = 83.17 %
    expect(computeSales({ ...sales, targetFen: 0 }).targetReachedPct).toBeNull()
  })

  it('answers zeros, not NaN, for zero counts and no staff', () => {
    const zero = computeSales({
      ...sales,
      tiers: sales.tiers.map((t) => ({ ...t, countPerMonth: 0 })),
      salesStaff: 0,
      coaches: 0
    })
    expect(zero).toMatchObject({ members: 0, totalRevenueFen: 0, commissionsFen: 0, perSalesStaffFen: 0, perCoachFen: 0, targetReachedPct: 0 })
    expect(zero.ptBySource.map((p) => p.count)).toEqual([0, 0])
    const noStaff = computeSales({ ...sales, salesStaff: 0, coaches: 0 })
    expect([noStaff.perSalesStaffFen, noStaff.perCoachFen]).toEqual([0, 0])
    expect(noStaff.commissionsFen).toBe(662_825)
  })
})

describe('profit calculator', () => {
  it('works out the month from revenue, costs and investment', () => {
    const r = computeProfit(profit)
    expect(r).toMatchObject({
      revenueFen: 12_475_000,
      variableCostFen: 623_750,
      grossProfitFen: 11_851_250,
      fixedCostsFen: 8_362_825,
      netMonthlyProfitFen: 3_488_425,
      breakEvenMonth: 15 // 50,000,000 ÷ 3,488,425 = 14.33
    })
    expect(r.cumulativeFen).toHaveLength(15)
    expect(r.cumulativeFen[13]).toBe(-1_162_050)
    expect(r.cumulativeFen[14]).toBe(2_326_375)
  })

  it('has no break-even when the gym loses money, and charts a year of losses', () => {
    const r = computeProfit({ ...profit, rentFen: 10_000_000 })
    expect(r.netMonthlyProfitFen).toBe(-3_511_575)
    expect(r.breakEvenMonth).toBeNull()
    expect(r.cumulativeFen).toHaveLength(12)
    expect(r.cumulativeFen[0]).toBe(-53_511_575)
  })

  it('breaks even in the month the investment is exactly covered', () => {
    expect(breakEvenMonth(1_000, 100)).toBe(10)
    expect(breakEvenMonth(1_001, 100)).toBe(11)
    expect(breakEvenMonth(0, 100)).toBe(1)
    expect(breakEvenMonth(0, 0)).toBe(1)
    expect(breakEvenMonth(1, 0)).toBeNull()
    expect(breakEvenMonth(0, -1)).toBeNull()
  })

  it('charts at most three years even when break-even is later', () => {
    const r = computeProfit({ ...profit, initialInvestmentFen: 500_000_000 })
    expect(r.breakEvenMonth).toBe(144)
    expect(r.cumulativeFen).toHaveLength(36)
  })

  it('handles no revenue lines at all', () => {
    const r = computeProfit({ ...profit, revenueLines: [], initialInvestmentFen: 0 })
    expect(r).toMatchObject({ revenueFen: 0, variableCostFen: 0, netMonthlyProfitFen: -8_362_825, breakEvenMonth: null })
  })
})

describe('helpers', () => {
  it('starts a profit calculation from a sales one', () => {
    const start = profitStartFromSales(computeSales(sales), { membership: '会籍', pt: '私教' })
    expect(start).toEqual({ revenueLines: profit.revenueLines, commissionFen: 662_825 })
    expect(computeProfit({ ...profit, ...start }).netMonthlyProfitFen).toBe(3_488_425)
  })

  it('leaves out a revenue line of zero', () => {
    const start = profitStartFromSales(computeSales({ ...sales, ptPackages: [] }), { membership: '会籍', pt: '私教' })
    expect(start.revenueLines).toEqual([{ name: '会籍', amountFen: 8_995_000 }])
  })

  it('gives each kind its headline figure', () => {
    expect(headlineFen('sales', sales)).toBe(12_475_000)
    expect(headlineFen('profit', profit)).toBe(3_488_425)
  })

  it('scales bars to the largest absolute value', () => {
    expect(barPercents([50, -100, 25, 0])).toEqual([50, 100, 25, 0])
    expect(barPercents([0, 0])).toEqual([0, 0])
    expect(barPercents([])).toEqual([])
  })
})
