// The six back-office routes every kind of published content has (list, one, write, edit, publish now or at a time,
// unpublish), registered from the kind's endpoint definitions, schemas and services. Area content: the auth guard
// answers 401/403 before a handler runs.
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import type { PublishInput } from '@contract/content/shapes'
import type { Endpoint } from '@contract/define'
import type { Paged } from '@contract/envelope'
import type { Db } from '../../db'
import { requireUser } from '../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../http/query'
import { route } from '../../http/route'
import type { ContentContext } from './context'
import { publishInput } from './publication'
import type { PublishedAdmin } from './published-writes'

interface AdminEndpoints<Summary, View, Body extends object> {
  list: Endpoint<string, { query: object; response: Paged<Summary> }>
  one: Endpoint<string, { response: View }>
  create: Endpoint<string, { body: Body; response: View }>
  update: Endpoint<string, { body: Body; response: View }>
  publish: Endpoint<string, { body: PublishInput; response: View }>
  unpublish: Endpoint<string, { response: View }>
}

interface AdminKind<Summary, View, Body extends object, Query, Input> {
  endpoints: AdminEndpoints<Summary, View, Body>
  /** Names the id in a refusal: 新闻编号无效. */
  idTitle: string
  listQuery: z.ZodType<Query>
  summary: z.ZodType<Summary>
  view: z.ZodType<View>
  /** Takes what the console sends (the definition's body), gives what the service writes. */
  input: z.ZodType<Input, Body>
  list(db: Db, query: Query, now: Date): Promise<Paged<Summary>>
  writes: PublishedAdmin<Input, View>
}

/** The schemas decide these types; a generic handler only sees them as the route's parsed parts. */
type Parsed<Query, Input> = { query: Query; body: Input; params: { id: number } }

export function publishedAdminRoutes<Summary, View, Body extends object, Query, Input>(
  app: FastifyInstance, { db, now }: ContentContext, kind: AdminKind<Summary, View, Body, Query, Input>
) {
  const { endpoints: api, writes } = kind
  const tag = { tag: 'content' }
  const params = idParamsSchema(kind.idTitle)
  const parsed = (req: unknown) => req as Parsed<Query, Input>
  // The kind's own types checked that its input schema takes the definition's body; here any object is that body.
  type Writing = Endpoint<string, { body: object; response: View }>
  const [create, update, input] = [api.create as Writing, api.update as Writing, kind.input as z.ZodType<Input, object>]
  route(app, api.list, { query: kind.listQuery, response: pagedSchema(kind.summary) }, async (req) => kind.list(db, parsed(req).query, now()), tag)
  route(app, api.one, { params, response: kind.view }, async (req) => writes.get(db, parsed(req).params.id, now()), tag)
  route(app, create, { body: input, response: kind.view }, async (req) => writes.create(db, requireUser(req), parsed(req).body, now()), tag)
  route(app, update, { params, body: input, response: kind.view }, async (req) =>
    writes.update(db, requireUser(req), parsed(req).params.id, parsed(req).body, now()), tag)
  route(app, api.publish, { params, body: publishInput, response: kind.view }, async (req) =>
    writes.publish(db, requireUser(req), req.params.id, req.body.publishAt, now()), tag)
  route(app, api.unpublish, { params, response: kind.view }, async (req) => writes.unpublish(db, requireUser(req), req.params.id, now()), tag)
}
