// Build-time settings of the classroom pages (README "Build-time variables of the app"). The subscription-message
// template ids are not here: the server hands them out (GET /api/class/notices/templates), so the ids the app asks
// for are always the ones the server sends with.

/** Tencent Maps key (LBS): with it the H5 page shows a static map of the venue; the mini-program needs none. */
export function mapKey(): string {
  return process.env.TARO_APP_MAP_KEY || ''
}
