// Public entry of the content context.
export { contentContext } from './plugin'
export type { ContentContext } from './context'
// The H5 site's first screen of the home page (app.ts hands it to the platform's site).
export { HOME_PAGE_PATHS, homeFirstScreen } from './home/service'
