// How an endpoint is defined once for app and server (README → "How the code is organised"). A definition is a
// plain object (method, path, who may call it, a summary for the API docs) carrying its input and output types;
// it holds no zod, so the app can import it without pulling any schema into its bundle. The server registers
// the route from the same object (server/src/http/route.ts) with zod schemas that must match these types, and
// the app calls it through `call()` in src/shared/request.ts, so path and types cannot drift apart.
import type { Role } from './identity/shapes'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * Who may call: anyone (`public`); anyone, with the user known when a token is sent (`optional`); a signed-in
 * user (`user`); a signed-in user holding at least one of the roles.
 */
export type Access = 'public' | 'optional' | 'user' | { roles: readonly Role[] }

/** The shapes an endpoint carries; leave out what it does not take. */
export interface EndpointTypes {
  query?: object
  body?: object
  response: unknown
}

export interface Endpoint<P extends string = string, T extends EndpointTypes = EndpointTypes> {
  readonly method: HttpMethod
  /** fastify syntax: `/api/goods/:id`. */
  readonly path: P
  readonly access: Access
  /** One line for the API docs (/api/docs). */
  readonly summary: string
  /** Type-only: never set at run time. */
  readonly types?: T
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** `{ id: number | string }` for `/api/goods/:id`; `undefined` for a path without parameters. */
export type PathParamsOf<E extends Endpoint> = [ParamNames<E['path']>] extends [never]
  ? undefined
  : { [K in ParamNames<E['path']>]: string | number }
export type QueryOf<E extends Endpoint> = NonNullable<E['types']>['query']
export type BodyOf<E extends Endpoint> = NonNullable<E['types']>['body']
export type ResponseOf<E extends Endpoint> = NonNullable<E['types']>['response']

/**
 * Defines an endpoint: `define<{ query: GoodsListQuery; response: Paged<GoodsSummary> }>()({ method: 'GET',
 * path: '/api/goods', access: 'public', summary: '商品列表' })`. Curried so the path's literal type is inferred.
 */
export function define<T extends EndpointTypes>() {
  return <P extends string>(def: { method: HttpMethod; path: P; access: Access; summary: string }): Endpoint<P, T> => def
}

/** Fills `:name` segments of a path from params (encoded). */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`)
    return encodeURIComponent(String(value))
  })
}
