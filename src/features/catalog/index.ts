// Public entry of the catalog feature: what other features may use. Everything else in features/catalog is
// the catalog's own.
export { getGoodsMiniCode } from './api'
// A goods as the course lists show it (the home page's recommended courses; the about pages list a teacher's courses
// and a story's course with it).
export { GoodsCard } from './components/goods-card'
