import { minusPrice, price, yuan, yuanInputValue } from '@/shared/money'

describe('money format: ¥ with thousands separators, whole yuan bare, otherwise two decimals', () => {
  it.each([
    [298000, '¥2,980'],
    [1990, '¥19.90'],
    [328990, '¥3,289.90'],
    [5, '¥0.05'],
    [0, '¥0'],
    [44700, '¥447'],
    [123456789, '¥1,234,567.89'],
    [100000000, '¥1,000,000'],
    [12850, '¥128.50']
  ])('%d fen reads %s', (fen, text) => {
    expect(price(fen)).toBe(text)
  })

  it('puts the minus sign before the currency sign', () => {
    expect(price(-44700)).toBe('-¥447')
    expect(minusPrice(5000)).toBe('-¥50')
    expect(minusPrice(-5000)).toBe('-¥50')
  })

  it('yuan() is the same figure without the sign, for texts like 满{amount}元', () => {
    expect(yuan(298000)).toBe('2,980')
    expect(yuan(1990)).toBe('19.90')
    expect(yuan(-1990)).toBe('-19.90')
  })

  it('rounds fractional fen instead of printing them', () => {
    expect(price(1990.4)).toBe('¥19.90')
  })

  it('gives an input value without separators that parses back', () => {
    expect(yuanInputValue(298000)).toBe('2980')
    expect(yuanInputValue(1990)).toBe('19.9')
    expect(Number(yuanInputValue(328990)) * 100).toBeCloseTo(328990)
  })
})
