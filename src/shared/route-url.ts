// Building a page's URL from its route and typed parameters, and reading them back on the page.
import { pageParam } from './platform/scene'
import type { ParamSpec } from './route-params'
import { routeDef, ROUTES, type RoutePath } from './routes'

type SpecsOf<P extends RoutePath> = (typeof ROUTES)[P] extends { params: infer S } ? S : Record<never, never>
type ValueOf<S> = S extends ParamSpec<infer T, boolean> ? T : never
type Simplify<T> = { [K in keyof T]: T[K] }

/** The parameters of route P: required ones as required properties, optional ones as optional properties. */
export type RouteParams<P extends RoutePath> = Simplify<
  { [K in keyof SpecsOf<P> as SpecsOf<P>[K] extends { optional: false } ? K : never]: ValueOf<SpecsOf<P>[K]> } &
  { [K in keyof SpecsOf<P> as SpecsOf<P>[K] extends { optional: true } ? K : never]?: ValueOf<SpecsOf<P>[K]> }
>

/** The parameters argument: required when the route has a required parameter, optional otherwise. */
export type RouteArgs<P extends RoutePath> = P extends RoutePath
  ? Record<never, never> extends RouteParams<P> ? [params?: RouteParams<P>] : [params: RouteParams<P>]
  : never

function specsOf(path: RoutePath): Readonly<Record<string, ParamSpec>> {
  return routeDef(path).params ?? {}
}

/** '/pages/order/detailOrder?id=3' from ('pages/order/detailOrder', { id: 3 }). Absent values are left out. */
export function routeUrl<P extends RoutePath>(path: P, ...[params]: RouteArgs<P>): string {
  const specs = specsOf(path)
  const query = Object.entries((params ?? {}) as Record<string, unknown>)
    .filter(([name, value]) => value !== undefined && name in specs)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(specs[name].format(value))}`)
  return '/' + path + (query.length > 0 ? '?' + query.join('&') : '')
}

/**
 * The typed parameters of route P from a page's raw query (Taro's router params), or null when a required one
 * is missing or unusable. A page opened by a mini-program code has them inside `scene` (platform/scene.ts).
 */
export function parseRouteParams<P extends RoutePath>(path: P, raw: Partial<Record<string, string>>): RouteParams<P> | null {
  const parsed: Record<string, unknown> = {}
  for (const [name, spec] of Object.entries(specsOf(path))) {
    const value = spec.parse(pageParam(raw, name))
    if (value !== undefined) parsed[name] = value
    else if (!spec.optional) return null
  }
  return parsed as RouteParams<P>
}
