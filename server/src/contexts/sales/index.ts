// Public entry of the sales context: the only file another context or the app may import.
export { salesContext } from './plugin'
export type { SalesContext } from './context'
export { orderSalespeople } from './attribution/order-salespeople'
