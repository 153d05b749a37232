// The sales context needs only the app's base: it reads orders, classes, coupons and people through the lower
// contexts' public entries and writes only its own tables (leads, coupon grants, withdrawals, rates).
import type { BaseContext } from '../base'

export type SalesContext = BaseContext
