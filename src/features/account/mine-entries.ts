// Entries on the mine tab. An entry is listed only once its page exists; staff areas add theirs with the roles
// that may see them, and the mine tab shows an entry only to users holding one of those roles.
import type { Role } from '@contract/identity/shapes'
import type { Messages } from '@/locales/translation'
import type { RoutePath } from '@/shared/routes'

export interface MineEntry {
  key: string
  /** Locale key under account.mine.entries */
  label: keyof Messages['account']['mine']['entries']
  route: RoutePath
  /** Only users holding one of these roles see the entry; absent = everyone signed in. */
  roles?: Role[]
}

export const MINE_ENTRIES: MineEntry[] = [
  { key: 'orders', label: 'orders', route: 'pages/mine/orderList' },
  { key: 'onlineSchool', label: 'onlineSchool', route: 'pages/mine/onlineSchool/onlineSchool' },
  { key: 'classes', label: 'classes', route: 'pages/course/classList' },
  { key: 'exams', label: 'exams', route: 'pages/course/examList' },
  { key: 'certificates', label: 'certificates', route: 'pages/mine/certificate' },
  { key: 'coupons', label: 'coupons', route: 'pages/mine/couponList' },
  { key: 'points', label: 'points', route: 'pages/mine/integral' },
  { key: 'profile', label: 'profile', route: 'pages/mine/userInfo' },
  { key: 'address', label: 'address', route: 'pages/mine/addressList' },
  { key: 'calculators', label: 'calculators', route: 'pages/mine/counter/index' },
  { key: 'questionnaire', label: 'questionnaire', route: 'pages/questionnaire/index' },
  { key: 'password', label: 'password', route: 'pages/mine/changePswd' },
  { key: 'agreements', label: 'agreements', route: 'pages/mine/goodsAgreement' },
  { key: 'setting', label: 'setting', route: 'pages/mine/setting' }
]

export function visibleEntries(roles: readonly Role[] | undefined): MineEntry[] {
  return MINE_ENTRIES.filter((entry) => !entry.roles || entry.roles.some((role) => roles?.includes(role)))
}

/** 13800000001 → 138****0001; international numbers keep their ends. */
export function maskPhone(phone: string): string {
  if (/^1\d{10}$/.test(phone)) return `${phone.slice(0, 3)}****${phone.slice(7)}`
  if (phone.length > 6) return `${phone.slice(0, 3)}****${phone.slice(-3)}`
  return phone
}
