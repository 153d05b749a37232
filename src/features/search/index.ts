// Public entry of the search feature: what other features may use (the assistant links its sources this way).
export { openContent } from './open-content'
