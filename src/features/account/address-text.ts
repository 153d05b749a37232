// How an address reads on a card or a checkout row. In the region data a municipality (北京, 上海, 天津, 重庆) is its
// own city, or has the placeholder 市辖区/县 as city; "北京市 北京市 朝阳区" reads as a mistake, so such a city is left out.
import type { Address } from '@contract/identity/schemas'

type Region = Pick<Address, 'province' | 'city' | 'district'>

/** City names region tables use under a municipality instead of a real city. */
const PLACEHOLDER_CITIES = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划'])

/** Province, city and district, each once: "北京市 朝阳区", "浙江省 杭州市 西湖区". */
export function regionText({ province, city, district }: Region): string {
  const parts = [province]
  if (city && city !== province && !PLACEHOLDER_CITIES.has(city)) parts.push(city)
  if (district && district !== city) parts.push(district)
  return parts.filter(Boolean).join(' ')
}

/** The whole address on one line: region, then the street detail. */
export function addressText(address: Region & Pick<Address, 'detail'>): string {
  return [regionText(address), address.detail].filter(Boolean).join(' ')
}
