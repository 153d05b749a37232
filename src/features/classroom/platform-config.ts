// Build-time settings of the classroom pages (README "Build-time variables of the app"): the maps key and the
// WeChat subscription-message template ids. Both are empty by default, and the pages then do without them.

/** Tencent Maps key (LBS): with it the H5 page shows a static map of the venue; the mini-program needs none. */
export function mapKey(): string {
  return process.env.TARO_APP_MAP_KEY || ''
}

/** Subscription-message template ids (class starts tomorrow, session changed, leave answered, homework graded). */
export function subscribeTemplateIds(raw: string = process.env.TARO_APP_SUBSCRIBE_TEMPLATE_IDS || ''): string[] {
  // WeChat takes at most three templates per request.
  return raw.split(',').map((part) => part.trim()).filter(Boolean).slice(0, 3)
}
