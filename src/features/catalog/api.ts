// Catalog calls, through the endpoint definitions the server registers its routes from (types/<ctx>/endpoints).
import type { GoodsListQuery } from '@contract/catalog/schemas'
import * as api from '@contract/catalog/endpoints'
import { call } from '@/shared/request'

export const listGoods = (query: GoodsListQuery) => call(api.listGoods, { query })
export const listGoodsCities = () => call(api.listGoodsCities)
export const getGoods = (id: number) => call(api.getGoods, { params: { id } })
/** The signed-in user's unused coupons that apply to this goods (empty when signed out). */
export const listGoodsCoupons = (id: number) => call(api.listGoodsCoupons, { params: { id } })
/**
 * The goods page's mini-program code (an upload path). Its refusals reject as a BusinessRefusal without a modal:
 * the poster falls back to a QR code (NOT_CONFIGURED, GOODS_OFF_SALE) or shows its own error state with retry.
 */
export const getGoodsMiniCode = (id: number) =>
  call(api.getGoodsMiniCode, { params: { id } }, { handles: ['NOT_CONFIGURED', 'GOODS_OFF_SALE', 'WECHAT_UNAVAILABLE'] })
/** Search suggestions: tags of the best-selling goods, each finding at least one goods. */
export const listHotSearchTerms = () => call(api.listHotSearchTerms)
/** Customer-service phone and WeChat ID for the goods page outside the mini-program ('' when not configured). */
export const getServiceContact = () => call(api.getServiceContact)
