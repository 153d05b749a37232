// A page's typed parameters (see route-url.ts). null means the link lacks a required one: the page shows
// <InvalidLink /> instead of asking the server about "NaN".
import { useRouter } from '@tarojs/taro'
import { parseRouteParams, type RouteParams } from './route-url'
import type { RoutePath } from './routes'

export function useRouteParams<P extends RoutePath>(path: P): RouteParams<P> | null {
  return parseRouteParams(path, useRouter().params)
}
