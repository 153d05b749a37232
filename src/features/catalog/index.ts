// Public entry of the catalog feature: what other features may use. Everything else in features/catalog is
// the catalog's own.
export { getGoodsMiniCode } from './api'
// The goods card of the lists, for the home page's recommended courses.
export { GoodsCard } from './components/goods-card'
