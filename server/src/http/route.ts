// Registers a route from its definition in types/<ctx>/endpoints (method, path, access) with the zod schemas that
// validate its input and strip its output. The schemas are checked against the definition's types, so a route
// cannot answer a shape the app does not expect, nor take a body the app cannot send.
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify'
import type { z } from 'zod'
import type { Access, BodyOf, Endpoint, QueryOf, ResponseOf } from '@contract/define'
import { envelope, ok } from './envelope'
import { publicCacheControl } from './public-cache'

type Schema = z.ZodType

/**
 * The schemas of one route; each is required exactly when the definition has that part. A query schema is not
 * checked against the definition's type: query values arrive as text and are coerced, so its input is unknown.
 */
export type RouteSchemas<E extends Endpoint> = {
  params?: Schema
  response: z.ZodType<ResponseOf<E>>
} & (QueryOf<E> extends object ? { query: Schema } : { query?: undefined }) &
  (BodyOf<E> extends object ? { body: Schema } : { body?: undefined })

type Out<S> = S extends Schema ? z.output<S> : undefined

/**
 * The body schema must accept what the app sends (the definition's body type); it may accept more (e.g. no body
 * at all). A mismatch makes the `body` property `never`, so the type-check names the route.
 */
type BodyAccepted<E extends Endpoint, S> = S extends { body: infer B extends Schema }
  ? [BodyOf<E>] extends [z.input<B>]
    ? unknown
    : { body: never }
  : unknown

/** The request a handler sees: params, query and body already parsed by their schemas. */
export type RouteRequest<S extends { params?: Schema; query?: Schema; body?: Schema }> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Out<S['params']>
  query: Out<S['query']>
  body: Out<S['body']>
}

export interface RouteExtras {
  /** Route-level rate limit (see http/rate-limit.ts presets). */
  rateLimit?: NonNullable<RouteShorthandOptions['config']>['rateLimit']
  /** The docs group (the owning context's name). */
  tag?: string
  /**
   * A public read the same for everyone: a success may be kept this many seconds (with an ETag to revalidate,
   * public-cache.ts). Ignored when the request carries a token (no-store.ts).
   */
  maxAgeSeconds?: number
  /**
   * A signed-in read's keys holding our content (a course's name, a venue), answered in Traditional characters to a
   * 繁體 reader like public reads are (traditional-text.ts); the rest of the answer is the user's own, left as written.
   */
  contentFields?: readonly string[]
}

export function guardConfig(access: Access) {
  if (access === 'user') return { auth: true }
  if (typeof access === 'object') return { roles: access.roles }
  return {}
}

export function route<E extends Endpoint, S extends RouteSchemas<E>>(
  app: FastifyInstance,
  endpoint: E,
  schemas: S & BodyAccepted<E, S>,
  handler: (req: RouteRequest<S>) => Promise<ResponseOf<E>>,
  extras: RouteExtras = {}
) {
  const { access } = endpoint
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      ...guardConfig(access),
      ...(extras.rateLimit ? { rateLimit: extras.rateLimit } : {}),
      // A read anyone may make: content, answered in the reader's script (traditional-text.ts).
      publicRead: access === 'public' || access === 'optional',
      ...(extras.contentFields ? { contentFields: extras.contentFields } : {})
    },
    schema: {
      summary: endpoint.summary,
      ...(extras.tag ? { tags: [extras.tag] } : {}),
      ...(access === 'public' ? {} : { security: [{ token: [] }] }),
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      response: { 200: envelope(schemas.response) }
    },
    handler: async (req, reply) => {
      if (access === 'optional') await app.identify(req)
      const answer = ok(await handler(req as unknown as RouteRequest<S>))
      if (extras.maxAgeSeconds) reply.header('cache-control', publicCacheControl(extras.maxAgeSeconds))
      return answer
    }
  })
}
