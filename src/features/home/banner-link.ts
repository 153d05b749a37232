// Where tapping a banner goes (types/content/home-shapes.ts BannerLinkKind): a goods page, a news article, a page of the app
// (only a route of the table, with the parameters it reads; anything else stays untappable), or an https link
// (H5 only). The server checked the target when it was written; this checks what the app can open.
import type { Banner } from '@contract/content/home-shapes'
import { openPage, openRouteText, routeFromText } from '@/shared/navigation'
import { canOpenOutsideLinks, openOutsideLink } from '@/shared/platform/outside-link'

const idOf = (target: string): number | undefined => (/^[1-9]\d*$/.test(target) ? Number(target) : undefined)

export function isTappable(banner: Banner): boolean {
  switch (banner.linkKind) {
    case 'goods':
    case 'news': return idOf(banner.linkTarget) !== undefined
    case 'route': return routeFromText(banner.linkTarget) !== null
    case 'url': return canOpenOutsideLinks()
    default: return false
  }
}

export function openBanner(banner: Banner): void {
  if (!isTappable(banner)) return
  const id = idOf(banner.linkTarget)
  if (banner.linkKind === 'goods' && id) openPage('pages/course/courseDetail', { id })
  else if (banner.linkKind === 'news' && id) openPage('pages/home/newsInfo', { id })
  else if (banner.linkKind === 'route') openRouteText(banner.linkTarget)
  else if (banner.linkKind === 'url') openOutsideLink(banner.linkTarget)
}
