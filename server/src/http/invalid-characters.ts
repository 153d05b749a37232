// PostgreSQL text cannot hold a NUL character (\u0000), nor a lone UTF-16 surrogate (JSON's "\ud800" is no character
// and has no UTF-8 form): one reaching SQL fails the query with a 500. Strings enter the server through JSON bodies,
// query strings, path parameters and multipart fields; each is checked here, once for every route, so either is
// refused with a sentence before any handler or schema sees it.
import type { FastifyInstance } from 'fastify'
import { userError } from './errors'

export const INVALID_CHARACTERS_MESSAGE = '提交的内容包含无效字符，请删除后重试'

const NUL = '\u0000'
/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

const isInvalidText = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text)

/** True when any string, or any object key, inside `value` holds a NUL or a lone surrogate. Iterative: deep JSON cannot overflow. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const current = pending.pop()
    if (typeof current === 'string') {
      if (isInvalidText(current)) return true
    } else if (Array.isArray(current)) {
      pending.push(...current)
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, inner] of Object.entries(current)) {
        if (isInvalidText(key)) return true
        pending.push(inner)
      }
    }
  }
  return false
}

export function assertNoInvalidCharacters(value: unknown): void {
  if (containsNul(value)) throw userError('VALIDATION', INVALID_CHARACTERS_MESSAGE)
}

/** A multipart part as @fastify/multipart hands it over: its file name and the fields that came before it. */
interface MultipartPartText {
  filename?: string
  fields?: Record<string, unknown>
}

/** Multipart is read as a stream by the route, so its text (file name, field names and values) is checked there. */
export function multipartHasInvalidCharacters(part: MultipartPartText): boolean {
  const fields = Object.entries(part.fields ?? {}).map(([name, field]) => [name, textOfField(field)])
  return containsNul([part.filename ?? '', fields])
}

function textOfField(field: unknown): unknown {
  const list = Array.isArray(field) ? field : [field]
  return list.map((f) => (f && typeof f === 'object' && 'value' in f && typeof f.value === 'string' ? f.value : ''))
}

/** Query strings and path parameters of every route (JSON bodies are checked by the body parser). */
export function installInvalidCharacterGuard(app: FastifyInstance) {
  app.addHook('onRequest', (req, _reply, done) => {
    try {
      assertNoInvalidCharacters(req.query)
      assertNoInvalidCharacters(req.params)
    } catch (err) {
      return done(err as Error)
    }
    done()
  })
}
