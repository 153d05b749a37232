// An https link outside the app (a banner an operator pointed at a web page). H5 goes there in the same tab; the
// mini-program cannot: it opens outside pages only in a <web-view> whose domain is registered with WeChat, and none
// is, so such a link is simply not offered there.

export const canOpenOutsideLinks = (): boolean => process.env.TARO_ENV === 'h5'

export function openOutsideLink(url: string): void {
  if (canOpenOutsideLinks() && /^https:\/\//.test(url)) window.location.href = url
}
