// /api/search*: the search page (pages/entry/searchDetail), public and cacheable without a token. The summary also
// counts its keyword for the hot terms; behind a shared cache a term then counts once per cache lifetime, which
// still ranks terms fairly. /api/admin/search-terms: the back office's list of them (area content).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/endpoints/assistant'
import * as adminApi from '@contract/endpoints/admin-assistant'
import { pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ContentContext } from '../context'
import type { Retrieval } from '../retrieval/service'
import { adminTermQuery, adminTermResponse, searchHitResponse, searchQuery, summaryQuery, summaryResponse } from './schemas'
import * as service from './service'

const tag = { tag: 'content' }

export function searchRoutes(app: FastifyInstance, { db, now }: ContentContext, retrieval: Retrieval) {
  route(app, api.searchContent, { query: searchQuery, response: pagedSchema(searchHitResponse) }, async (req) =>
    service.search(retrieval, req.query, now()), tag)
  route(app, api.searchSummary, { query: summaryQuery, response: summaryResponse }, async (req) =>
    service.summarize(db, retrieval, req.query.keyword, now()), tag)
  route(app, api.listHotTerms, { response: z.array(z.string()) }, async () => service.hotTerms(db, retrieval, now()), tag)
  route(app, adminApi.listAdminSearchTerms, { query: adminTermQuery, response: pagedSchema(adminTermResponse) }, async (req) =>
    service.listTerms(db, req.query), tag)
}
