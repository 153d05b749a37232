// Public entry of the commerce context: the only file another context may import (see .dependency-cruiser.cjs).
export { commerceContext } from './plugin'
export type { CommerceContext } from './context'
