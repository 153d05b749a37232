// Shapes of the demo catalog data (goods-*.ts, schedule.ts, coupons.ts). Prices are in yuan here for readability
// and become fen when inserted; dates are days relative to the seed date, so the demo always has upcoming classes.
import type { GoodsKind } from '@contract/catalog/constants'

export type AgreementSlug = 'goods-course-purchase' | 'goods-exam-registration' | 'goods-refund' | 'goods-training-safety'

export interface SeedGoods {
  slug: string
  kind: GoodsKind
  title: string
  subtitle: string
  priceYuan: number
  originalYuan: number
  tags: string[]
  discounts: string[]
  ships?: boolean
  onSale?: boolean
  /** Higher first in the list. */
  sort: number
  intro: string
  outline: string[]
  highlights: string[]
  audience: string[]
  agreements: AgreementSlug[]
  /** Bundles: the slugs of the goods they contain. */
  items?: string[]
}

/** What a class's schedule says, and the weekdays it therefore meets on (0 = Sunday … 6 = Saturday). */
export interface SeedSchedule {
  text: string
  meets: number[]
}

export interface SeedClass {
  goods: string
  name: string
  city: string
  /** Earliest first day, in days from the seed date (negative = already started); the class starts on the first
   * day from there that its schedule meets on. */
  startIn: number
  /** Meeting days. */
  days: number
  schedule: SeedSchedule
  capacity: number
  seatsLeft: number
  status?: 'off_sale'
}

export interface SeedSession {
  goods: string
  city: string
  /** Days from the seed date; the session starts at 09:00 China time that day. */
  startIn: number
  capacity: number
  seatsLeft: number
}
