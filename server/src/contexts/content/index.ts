// Public entry of the content context.
export { contentContext } from './plugin'
export type { ContentContext } from './context'
