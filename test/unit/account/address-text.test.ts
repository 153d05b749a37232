import { addressText, regionText } from '@/features/account/address-text'

const at = (province: string, city: string, district: string, detail = '') => ({ province, city, district, detail })

describe('address text', () => {
  it('names a municipality once', () => {
    expect(regionText(at('北京市', '北京市', '朝阳区'))).toBe('北京市 朝阳区')
    expect(regionText(at('上海市', '市辖区', '浦东新区'))).toBe('上海市 浦东新区')
    expect(regionText(at('重庆市', '县', '城口县'))).toBe('重庆市 城口县')
  })

  it('keeps province, city and district of an ordinary address', () => {
    expect(regionText(at('浙江省', '杭州市', '西湖区'))).toBe('浙江省 杭州市 西湖区')
  })

  it('leaves out missing parts and a district repeating its city (cities without districts)', () => {
    expect(regionText(at('广东省', '东莞市', ''))).toBe('广东省 东莞市')
    expect(regionText(at('广东省', '东莞市', '东莞市'))).toBe('广东省 东莞市')
  })

  it('puts the street after the region', () => {
    expect(addressText(at('北京市', '北京市', '朝阳区', '建国路88号'))).toBe('北京市 朝阳区 建国路88号')
  })
})
