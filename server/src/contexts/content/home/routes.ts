// GET /api/home: the home page's first screen in one cacheable answer (a minute: a banner or notice published
// meanwhile shows up within it; the ETag makes the revalidation after it a bodiless 304 when nothing changed).
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/content/home-endpoints'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import { homeResponse } from './schemas'
import { loadHome } from './service'

/** How long browsers and proxies may keep the home page's answer. */
export const HOME_MAX_AGE_SECONDS = 60

export function homeRoutes(app: FastifyInstance, { db, now }: ContentContext) {
  route(app, api.getHome, { response: homeResponse }, async () => loadHome(db, now()), { tag: 'content', maxAgeSeconds: HOME_MAX_AGE_SECONDS })
}
