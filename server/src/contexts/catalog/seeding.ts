// What the demo seed (server/seed) writes goods and agreements with. Other contexts use index.ts, never this file:
// seeding writes straight into this context's tables. With this one door the seed stays outside the module graph,
// so the module rule of .dependency-cruiser.cjs sees only the context's own imports.
export { insertAgreementIfAbsent } from './agreements/repo'
export { sanitizeHtml } from './agreements/sanitize-html'
export { chinaDate } from './goods/availability'
