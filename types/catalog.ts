// Catalog answers that are not goods themselves (the goods shapes are in commerce.ts).

/**
 * GET /api/goods/{id}/mini-code: the goods page's mini-program code (小程序码), made once and kept. `url` is a
 * public upload path such as '/uploads/2026/11/<uuid>.png'; the app resolves it like any upload (assetUrl).
 */
export interface MiniCode {
  url: string
}
