// Catalog answers that are not goods themselves (the goods shapes are in commerce.ts).

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
