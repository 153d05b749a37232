// The sales context needs the app's base and, for commission payouts, WeChat Pay's merchant transfers: it reads
// orders, classes, coupons and people through the lower contexts' public entries and writes only its own tables
// (leads, coupon grants, withdrawals, rates).
import type { WechatTransfers } from '../../integrations/payment/types'
import type { BaseContext } from '../base'

export interface SalesContext extends BaseContext {
  /** null when WeChat Pay is not configured (the embedded sandbox): withdrawals are then paid by hand only. */
  transfers: WechatTransfers | null
}
