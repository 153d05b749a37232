// Public entry of the tools context.
export { toolsContext } from './plugin'
export type { ToolsContext } from './context'
