// Catalog calls (issue 4).
import type { Coupon, GoodsDetail, GoodsListQuery, GoodsSummary } from '@contract/commerce'
import type { MiniCode } from '@contract/catalog'
import type { Paged } from '@contract/envelope'
import { get } from '@/shared/request'

export const listGoods = (query: GoodsListQuery) => get<Paged<GoodsSummary>>('/api/goods', query)
export const listGoodsCities = () => get<string[]>('/api/goods/cities')
export const getGoods = (id: number) => get<GoodsDetail>(`/api/goods/${id}`)
/** The signed-in user's unused coupons that apply to this goods (empty when signed out). */
export const listGoodsCoupons = (id: number) => get<Coupon[]>(`/api/goods/${id}/coupons`)
/**
 * The goods page's mini-program code (an upload path). Its refusals reject as a BusinessRefusal without a modal:
 * the poster falls back to a QR code (NOT_CONFIGURED, GOODS_OFF_SALE) or shows its own error state with retry.
 */
export const getGoodsMiniCode = (id: number) => get<MiniCode>(`/api/goods/${id}/mini-code`, undefined, {
  handles: ['NOT_CONFIGURED', 'GOODS_OFF_SALE', 'WECHAT_UNAVAILABLE']
})
