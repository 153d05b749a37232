// Province / city / district from the national region codes in @vant/area-data (the same package the app's
// picker uses, so a code the app offers is always known here). Names always come from here, never from a body.
import { areaList } from '@vant/area-data'

export interface Region {
  code: string
  province: string
  city: string
  district: string
}

const { province_list: provinces, city_list: cities, county_list: counties } = areaList

/** A district-level code (the app's picker always ends on a district) → its three names; null when unknown. */
export function regionByCode(code: string): Region | null {
  const district = /^\d{6}$/.test(code) ? counties[code] : undefined
  const province = provinces[`${code.slice(0, 2)}0000`]
  const city = cities[`${code.slice(0, 4)}00`]
  if (!district || !province || !city) return null
  return { code, province, city, district }
}

/** WeChat and the data package sometimes differ only by an administrative suffix ('广西' / '广西壮族自治区'). */
const stripSuffix = (name: string) =>
  name.trim().replace(/(壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区|自治州|地区|省|市|区|县)$/, '')
const sameName = (a: string, b: string) => a === b || (stripSuffix(a) !== '' && stripSuffix(a) === stripSuffix(b))

function provincePrefix(provinceName: string): string | null {
  const entries = Object.entries(provinces)
  const hit = entries.find(([, name]) => name === provinceName) ?? entries.find(([, name]) => sameName(name, provinceName))
  return hit ? hit[0].slice(0, 2) : null
}

/**
 * The region of names from WeChat's chooseAddress. The district is looked up within the province (Chongqing's
 * counties sit under a "县" city in the data, while WeChat says 重庆市), and the city name breaks ties between
 * districts of the same name. Null when the names match no district.
 */
export function regionByNames(provinceName: string, cityName: string, countyName: string): Region | null {
  const prefix = provincePrefix(provinceName)
  if (!prefix || !countyName.trim()) return null
  const inProvince = Object.entries(counties).filter(([code]) => code.startsWith(prefix))
  let matches = inProvince.filter(([, name]) => name === countyName)
  if (matches.length === 0) matches = inProvince.filter(([, name]) => sameName(name, countyName))
  if (matches.length > 1) matches = matches.filter(([code]) => sameName(cities[`${code.slice(0, 4)}00`] ?? '', cityName))
  return matches.length === 1 ? regionByCode(matches[0][0]) : null
}
