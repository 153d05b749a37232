// Catalog answers that are not goods themselves (the goods shapes are in commerce.ts).
import type { Paged } from '../envelope'
import type { GoodsSummary } from './schemas'

/**
 * GET /api/goods/{id}/mini-code: the goods page's mini-program code (小程序码), made once and kept. `url` is a
 * public upload path such as '/uploads/2026/11/<uuid>.png'; the app resolves it like any upload (assetUrl).
 */
export interface MiniCode {
  url: string
}

/**
 * GET /api/goods/service-contact: who answers a learner's questions before buying, for the goods page's 客服 entry
 * outside the mini-program (the mini-program uses WeChat's contact button). Empty strings when not configured.
 */
export interface ServiceContact {
  phone: string
  wechatId: string
}

/**
 * The H5 course tab's first screen, served inside its page (server/src/http/first-screen.ts): what the tab asks for
 * when it opens unfiltered, page 1 of GET /api/goods and GET /api/goods/cities.
 */
export interface CourseTabFirstScreen {
  goods: Paged<GoodsSummary>
  cities: string[]
}
