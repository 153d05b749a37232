// A link to one of our pages that can leave the app: a QR code on a poster, a copied link.
// H5: the full URL on this site (history-mode routes are deep-linkable). Mini-program: only the page path; a
// scannable mini-program code needs the server to call WeChat's wxacode API, which is not built yet.

export function pageLink(path: string): string {
  const clean = '/' + path.replace(/^\//, '')
  if (process.env.TARO_ENV === 'h5' && typeof location !== 'undefined') return location.origin + clean
  return clean
}
