// Public entry of the commerce context: the only file another context may import (see .dependency-cruiser.cjs).
export { commerceContext } from './plugin'
export type { CommerceContext } from './context'
/** The class seats a user holds (paid or being refunded), as a subquery learning joins with the catalog's classes. */
export { classSeatsOf } from './order/class-seats'
