// /api/search*: the search page (pages/entry/searchDetail), public and cacheable without a token. The summary also
// counts its keyword for the hot terms; behind a shared cache a term then counts once per cache lifetime, which
// still ranks terms fairly. /api/admin/search-terms: the back office's list of them (area content).
import { createHmac, randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/content/assistant-endpoints'
import * as adminApi from '@contract/content/assistant-admin-endpoints'
import { requireUser } from '../../../http/auth-guard'
import { pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import type { Retrieval } from '../retrieval/service'
import { adminTermHideSchema, adminTermQuery, adminTermResponse, searchHitResponse, searchQuery, summaryQuery, summaryResponse } from './schemas'
import * as service from './service'

const tag = { tag: 'content' }

export function searchRoutes(app: FastifyInstance, { db, now }: ContentContext, retrieval: Retrieval) {
  route(app, api.searchContent, { query: searchQuery, response: pagedSchema(searchHitResponse) }, async (req) =>
    service.search(retrieval, req.query, now()), tag)
  route(app, api.searchSummary, { query: summaryQuery, response: summaryResponse }, async (req) =>
    service.summarize(db, retrieval, req.query.keyword, await searcherOf(app, req), now()), tag)
  route(app, api.listHotTerms, { response: z.array(z.string()) }, async () => service.hotTerms(db, retrieval, now()), tag)
  route(app, adminApi.listAdminSearchTerms, { query: adminTermQuery, response: pagedSchema(adminTermResponse) }, async (req) =>
    service.listTerms(db, req.query), tag)
  route(app, adminApi.hideAdminSearchTerm, { body: adminTermHideSchema, response: adminTermResponse }, async (req) =>
    service.setTermHidden(db, requireUser(req), req.body.term, req.body.hidden), tag)
}

/** Per process, so the stored hashes cannot be turned back into IPs by trying them all. */
const SEARCHER_KEY = randomBytes(32)

/**
 * Who searched, as a keyed hash: the signed-in user when a token came along (the same account from many IPs counts
 * once), else the IP. The route stays public: a missing or dead token is no refusal here.
 */
async function searcherOf(app: FastifyInstance, req: FastifyRequest): Promise<string> {
  await app.identify(req)
  const who = req.user ? `user:${req.user.id}` : `ip:${req.ip}`
  return createHmac('sha256', SEARCHER_KEY).update(who).digest('base64url').slice(0, 22)
}
