// /api/ai/*: the learner's assistant (pages/aiassistant/index). Both need a signed-in user; the chat streams.
import type { FastifyInstance } from 'fastify'
import * as api from '@contract/content/assistant-endpoints'
import { requireUser } from '../../../http/auth-guard'
import { route } from '../../../http/route'
import { streamRoute } from '../../../http/stream-route'
import type { ContentContext } from '../context'
import type { Retrieval } from '../retrieval/service'
import { newCanary, systemPrompt } from './prompt'
import { askInput, messagesQuery, messagesResponse } from './schemas'
import * as service from './service'

const tag = { tag: 'content' }

export function assistantRoutes(app: FastifyInstance, ctx: ContentContext, retrieval: Retrieval) {
  const canary = newCanary()
  const assistant: service.Assistant = { ctx, retrieval, canary, systemPrompt: systemPrompt(ctx.config.appName, canary) }
  streamRoute(app, api.askAssistant, { body: askInput }, async (req) => service.ask(assistant, requireUser(req), req.body.question), tag)
  route(app, api.listAiMessages, { query: messagesQuery, response: messagesResponse }, async (req) =>
    service.listMessages(ctx.db, requireUser(req).id, req.query.before, req.query.size, ctx.now()), tag)
}
