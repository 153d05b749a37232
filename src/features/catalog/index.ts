// Public entry of the catalog feature: what other features may use. Everything else in features/catalog is
// the catalog's own.
export { getGoodsMiniCode } from './api'
