// Endpoints of the catalog context: goods, their mini-program codes, agreements, coupons, points.
import type { GoodsAgreement } from '../identity/schemas'
import type { MiniCode, ServiceContact } from './shapes'
import type {
  Coupon, CouponListQuery, GoodsDetail, GoodsListQuery, GoodsSummary, PointsEntry, PointsSummary, SharedCoupon
} from './schemas'
import type { PageQuery, Paged } from '../envelope'
import { define } from '../define'

export const listGoods = define<{ query: GoodsListQuery; response: Paged<GoodsSummary> }>()({
  method: 'GET', path: '/api/goods', access: 'public', summary: 'Goods on sale, filtered by kind, city and keyword'
})
export const listGoodsCities = define<{ response: string[] }>()({
  method: 'GET', path: '/api/goods/cities', access: 'public', summary: 'Cities with a class or exam session to come'
})
export const listHotSearchTerms = define<{ response: string[] }>()({
  method: 'GET', path: '/api/goods/hot-terms', access: 'public', summary: 'Search suggestions: the tags of the best-selling goods'
})
export const getServiceContact = define<{ response: ServiceContact }>()({
  method: 'GET', path: '/api/goods/service-contact', access: 'public', summary: 'Customer service phone and WeChat ID (empty when not configured)'
})
export const getGoods = define<{ response: GoodsDetail }>()({
  method: 'GET', path: '/api/goods/:id', access: 'optional', summary: 'One goods, with what the signed-in buyer owns'
})
export const listGoodsCoupons = define<{ response: Coupon[] }>()({
  method: 'GET', path: '/api/goods/:id/coupons', access: 'optional', summary: "The buyer's coupons usable on a goods"
})
export const getGoodsMiniCode = define<{ response: MiniCode }>()({
  method: 'GET', path: '/api/goods/:id/mini-code', access: 'public', summary: "The goods page's mini-program code"
})

export const listGoodsAgreements = define<{ query: PageQuery; response: Paged<GoodsAgreement> }>()({
  method: 'GET', path: '/api/goodsAgreement', access: 'public', summary: 'Purchase agreements'
})
export const getGoodsAgreement = define<{ response: GoodsAgreement }>()({
  method: 'GET', path: '/api/goodsAgreement/:id', access: 'public', summary: 'One purchase agreement'
})
export const getAgreement = define<{ response: GoodsAgreement }>()({
  method: 'GET', path: '/api/agreement/:type', access: 'public', summary: 'The user agreement or privacy policy'
})

export const listCoupons = define<{ query: CouponListQuery; response: Paged<Coupon> }>()({
  method: 'GET', path: '/api/coupon', access: 'user', summary: "The user's coupons by state"
})
export const getSharedCoupon = define<{ response: SharedCoupon }>()({
  method: 'GET', path: '/api/coupon/share/:shareCode', access: 'optional', summary: 'A shared coupon campaign'
})
export const receiveCoupon = define<{ body: { shareCode: string }; response: Coupon }>()({
  method: 'POST', path: '/api/coupon/log', access: 'user', summary: 'Receive a shared coupon'
})
export const getCoupon = define<{ response: Coupon }>()({
  method: 'GET', path: '/api/coupon/:id', access: 'user', summary: "One of the user's coupons"
})

export const getPointsSummary = define<{ response: PointsSummary }>()({
  method: 'GET', path: '/api/points', access: 'user', summary: 'Points balance and totals'
})
export const listPointsLog = define<{ query: PageQuery; response: Paged<PointsEntry> }>()({
  method: 'GET', path: '/api/points/log', access: 'user', summary: 'Points ledger, newest first'
})
