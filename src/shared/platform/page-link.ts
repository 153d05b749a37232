// A link to one of our pages that can leave the app: a QR code on a poster, a copied link.
// H5: the full URL on this site (history-mode routes are deep-linkable). Mini-program: a QR code cannot open the
// mini-program, so the goods poster there draws the mini-program code (小程序码) the server gets from WeChat
// (features/poster/poster-code.ts). This link is its fallback when the server has no mini-program configured:
// the H5 page on the API host (the same server serves the H5 site), or only the page path when the build has no
// API host (nothing scannable then, but nothing wrong either).
import { apiHost } from '@/shared/request'

export function pageLink(path: string): string {
  const clean = '/' + path.replace(/^\//, '')
  if (process.env.TARO_ENV === 'h5' && typeof location !== 'undefined') return location.origin + clean
  return apiHost().replace(/\/+$/, '') + clean
}
