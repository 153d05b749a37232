// Content for a reader on 繁體: our content (course names, FAQ, news, categories) is written once, in Simplified
// Chinese; the app says its language in `x-locale`, and a public read asked for in zh-Hant is answered converted to
// Traditional characters (OpenCC, mainland to Taiwan characters) here, in one place for every content route, so
// the app needs no dictionary in its bundle. Only public and optional GET routes: what a user wrote themselves
// (addresses, names, notes) is theirs and is never rewritten, and nothing a provider signs passes here.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Converter } from 'opencc-js/cn2t'

export const LOCALE_HEADER = 'x-locale'

/** Mainland Simplified to Taiwan Traditional characters; one dictionary for content and refusals alike. */
export const toTraditional = Converter({ from: 'cn', to: 'tw' })

/** Whether the route is a read anyone may make (route.ts marks them). */
function isPublicRead(req: FastifyRequest): boolean {
  return req.method === 'GET' && (req.routeOptions.config as { publicRead?: boolean } | undefined)?.publicRead === true
}

export const wantsTraditional = (req: FastifyRequest) => req.headers[LOCALE_HEADER] === 'zh-Hant'

export function installTraditionalText(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!isPublicRead(req)) return payload
    // Shared caches must keep the two answers apart.
    const vary = reply.getHeader('vary')
    reply.header('vary', vary ? `${String(vary)}, ${LOCALE_HEADER}` : LOCALE_HEADER)
    if (typeof payload !== 'string' || !wantsTraditional(req)) return payload
    const type = reply.getHeader('content-type')
    return typeof type === 'string' && type.startsWith('application/json') ? toTraditional(payload) : payload
  })
}
