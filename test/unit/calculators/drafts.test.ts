// The calculator forms: text as typed ↔ the inputs the server takes, and the problems shown beside fields.
import { calculatorsMessages } from '@/locales/calculators'
import { registerMessages } from '@/shared/i18n'
import { amountError, countError, fenOf, pctError } from '@/features/calculators/draft-fields'
import { EMPTY_PROFIT_DRAFT, profitDraftErrors, profitDraftFrom, profitInputsFrom } from '@/features/calculators/profit-draft'
import { EMPTY_SALES_DRAFT, salesDraftErrors, salesDraftFrom, salesInputsFrom, type SalesDraft } from '@/features/calculators/sales-draft'

registerMessages(calculatorsMessages)

const sales: SalesDraft = {
  name: ' 一月业绩 ',
  tiers: [{ name: '年卡', price: '2999', count: '20' }, { name: '季卡', price: '999.9', count: '' }],
  packages: [{ name: '私教12节', price: '3600', sessions: '12', conversion: '12.5' }],
  salesStaff: '3',
  coaches: '',
  membershipCommission: '3.5',
  ptCommission: '10',
  target: ''
}

describe('fields', () => {
  it('reads yuan as fen without float drift, blank as 0', () => {
    expect(fenOf('19.99')).toBe(1999)
    expect(fenOf('0.07')).toBe(7)
    expect(fenOf(' ')).toBe(0)
  })

  it.each([['1.234'], ['-1'], ['abc'], ['1e3']])('refuses the amount %s', (raw) => {
    expect(amountError(raw)).toBe('请填写正确的金额（最多两位小数）')
  })

  it('names the limits', () => {
    expect(amountError('100000.01', 10_000_000)).toBe('金额不能超过100000元')
    expect(amountError('', 100, true)).toBeDefined()
    expect(countError('1.5', 5000)).toBe('请填写0到5000之间的整数')
    expect(countError('5001', 5000)).toBeDefined()
    expect(pctError('12.55')).toBe('请填写0到100之间的数，最多一位小数')
    expect(pctError('100.1')).toBeDefined()
    expect(pctError('12.5')).toBeUndefined()
  })
})

describe('sales draft', () => {
  it('becomes the inputs the server takes, and comes back the same', () => {
    const inputs = salesInputsFrom(sales)
    expect(inputs).toEqual({
      tiers: [{ name: '年卡', priceFen: 299_900, countPerMonth: 20 }, { name: '季卡', priceFen: 99_990, countPerMonth: 0 }],
      ptPackages: [{ name: '私教12节', priceFen: 360_000, sessions: 12, conversionPct: 12.5 }],
      salesStaff: 3, coaches: 0, membershipCommissionPct: 3.5, ptCommissionPct: 10, targetFen: 0
    })
    expect(salesInputsFrom(salesDraftFrom('一月业绩', inputs))).toEqual(inputs)
    expect(salesDraftErrors(sales)).toEqual({})
  })

  it('asks for a name and a price, and says which row is wrong', () => {
    const errors = salesDraftErrors({ ...EMPTY_SALES_DRAFT, tiers: [...sales.tiers, { name: '', price: '', count: 'x' }] })
    expect(errors).toEqual({
      name: '请填写计算名称',
      'tiers.2.name': '请填写名称',
      'tiers.2.price': '请填写正确的金额（最多两位小数）',
      'tiers.2.count': '请填写0到5000之间的整数'
    })
  })
})

describe('profit draft', () => {
  it('becomes the inputs the server takes, and comes back the same', () => {
    const draft = { ...EMPTY_PROFIT_DRAFT, name: '开店', lines: [{ name: '会籍', amount: '89950' }], rent: '30000', variableCost: '5', investment: '500000' }
    const inputs = profitInputsFrom(draft)
    expect(inputs).toMatchObject({ revenueLines: [{ name: '会籍', amountFen: 8_995_000 }], rentFen: 3_000_000, wagesFen: 0, variableCostPct: 5, initialInvestmentFen: 50_000_000 })
    expect(profitInputsFrom(profitDraftFrom('开店', inputs))).toEqual(inputs)
    expect(profitDraftErrors(draft)).toEqual({})
    expect(profitDraftErrors({ ...draft, rent: '1.001' })).toEqual({ rent: '请填写正确的金额（最多两位小数）' })
  })
})
