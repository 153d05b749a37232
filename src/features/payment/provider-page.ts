// WeChat H5 and Alipay pay on the provider's own page: the browser leaves for the payUrl the server answered, and
// the provider sends the payer back to payView, which asks our server.

/**
 * `replace`: the pay page leaves by itself (the one way to pay here was started on arrival, as in the Alipay
 * browser), so it gives its place in history to the provider's page; Back from there would otherwise land on a
 * page that leaves again at once.
 */
export function openProviderPage(payUrl: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(payUrl)
  else window.location.assign(payUrl)
}
