// Which code the goods poster carries, by platform. H5: a QR code of the goods page's URL, which any camera opens.
// Mini-program: the mini-program code (小程序码) the server has WeChat make, since a QR code of a web URL cannot
// open the mini-program; when the server has no mini-program configured (the embedded default, development) it
// falls back to a QR code of the H5 page (shared/platform/page-link.ts).
import { assetUrl } from '@/shared/assets'
import { pageLink } from '@/shared/platform/page-link'
import { BusinessRefusal } from '@/shared/request'
import { routeUrl } from '@/shared/route-url'
import { useRemote, type Remote } from '@/shared/use-remote'
import { getGoodsMiniCode } from '@/features/catalog'

export type PosterCode = { kind: 'qr'; text: string } | { kind: 'image'; src: string }

/** Refusals answered with the H5 link instead: no mini-program configured, or no code made for off-sale goods. */
const LINK_INSTEAD = ['NOT_CONFIGURED', 'GOODS_OFF_SALE']

/**
 * The goods page's code for this platform. Rejects when the server could not get a mini-program code from WeChat
 * (WECHAT_UNAVAILABLE, or a network failure); the poster then shows its error state with retry.
 */
export async function posterCode(goodsId: number): Promise<PosterCode> {
  const link = () => ({ kind: 'qr', text: pageLink(routeUrl('pages/course/courseDetail', { id: goodsId })) }) as const
  if (process.env.TARO_ENV !== 'weapp') return link()
  try {
    const { url } = await getGoodsMiniCode(goodsId)
    return { kind: 'image', src: assetUrl(url) }
  } catch (err) {
    if (err instanceof BusinessRefusal && LINK_INSTEAD.includes(err.code)) return link()
    throw err
  }
}

export function usePosterCode(goodsId: number): Remote<PosterCode> {
  return useRemote(() => posterCode(goodsId), [goodsId])
}
