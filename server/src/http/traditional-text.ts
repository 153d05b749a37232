// Content for a reader on 繁體: our content (course names, FAQ, news, categories) is written once, in Simplified
// Chinese; the app says its language in `x-locale`, and a public read asked for in zh-Hant is answered converted to
// Traditional characters (OpenCC, mainland to Taiwan characters) here, in one place for every content route, so
// the app needs no dictionary in its bundle. Public and optional GET routes whole; a signed-in read only in the
// fields its route names as content (a registration's exam name and venue): what a user wrote themselves
// (addresses, names, notes) is theirs and is never rewritten, and nothing a provider signs passes here.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Converter } from 'opencc-js/cn2t'

export const LOCALE_HEADER = 'x-locale'

let traditionalizer: ((text: string) => string) | undefined

/** Mainland Simplified to Taiwan Traditional characters; one dictionary for content and refusals alike. */
export function toTraditional(text: string): string {
  // Built on the first 繁體 read: making the converter's dictionaries takes a tenth of a second otherwise spent by
  // every server start.
  traditionalizer ??= Converter({ from: 'cn', to: 'tw' })
  return traditionalizer(text)
}

/** What route.ts puts in a route's config for this hook. */
interface ScriptConfig {
  /** A read anyone may make: the whole answer is content. */
  publicRead?: boolean
  /** A signed-in read's keys that hold our content (a course's name, a venue); the rest is the user's own. */
  contentFields?: readonly string[]
}

/** The answer's strings under `fields`, at any depth, in Traditional characters; every other value as it was. */
function convertFields(value: unknown, fields: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => convertFields(item, fields))
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) =>
    [key, typeof item === 'string' && fields.has(key) ? toTraditional(item) : convertFields(item, fields)]))
}

export const wantsTraditional = (req: FastifyRequest) => req.headers[LOCALE_HEADER] === 'zh-Hant'

export function installTraditionalText(app: FastifyInstance) {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.method !== 'GET') return done(null, payload)
    const config = req.routeOptions.config as ScriptConfig | undefined
    const fields = config?.contentFields
    if (!config?.publicRead && !fields) return done(null, payload)
    // Shared caches must keep the two answers apart.
    const vary = reply.getHeader('vary')
    reply.header('vary', vary ? `${String(vary)}, ${LOCALE_HEADER}` : LOCALE_HEADER)
    if (typeof payload !== 'string' || !wantsTraditional(req)) return done(null, payload)
    const type = reply.getHeader('content-type')
    if (typeof type !== 'string' || !type.startsWith('application/json')) return done(null, payload)
    done(null, config.publicRead ? toTraditional(payload) : JSON.stringify(convertFields(JSON.parse(payload), new Set(fields))))
  })
}
