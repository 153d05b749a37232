// Catalog calls (issue 4).
import type { Coupon, GoodsDetail, GoodsListQuery, GoodsSummary } from '@contract/commerce'
import type { Paged } from '@contract/envelope'
import { get } from '@/shared/request'

export const listGoods = (query: GoodsListQuery) => get<Paged<GoodsSummary>>('/api/goods', query)
export const listGoodsCities = () => get<string[]>('/api/goods/cities')
export const getGoods = (id: number) => get<GoodsDetail>(`/api/goods/${id}`)
/** The signed-in user's unused coupons that apply to this goods (empty when signed out). */
export const listGoodsCoupons = (id: number) => get<Coupon[]>(`/api/goods/${id}/coupons`)
