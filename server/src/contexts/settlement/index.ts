// Public entry of the settlement context: the only file another context or the app may import.
export { settlementContext } from './plugin'
export type { SettlementContext } from './context'
