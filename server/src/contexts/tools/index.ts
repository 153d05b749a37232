// Public entry of the tools context.
export { toolsContext } from './plugin'
export type { ToolsContext } from './context'
/** How many calculations a user keeps: API tests check the answer at the limit. */
export { MAX_CALCULATIONS } from './calculators/service'
