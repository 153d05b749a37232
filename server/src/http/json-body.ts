// JSON bodies, with one allowance: the app's request client always sends `content-type: application/json`, also
// for calls without a body (POST /api/logout, PUT /api/address/default/{id}, DELETE /api/address/{id}). Fastify
// refuses such an empty JSON body with a 400; here it simply means "no body". Everything else goes through
// fastify's own parser (prototype-poisoning protection included), and a parsed body holding a NUL character is
// refused (invalid-characters.ts).
import type { FastifyInstance } from 'fastify'
import { containsNul, INVALID_CHARACTERS_MESSAGE } from './invalid-characters'
import { userError } from './errors'

export function installJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString()
    if (text.trim() === '') {
      done(null, undefined)
      return
    }
    parseJson(req, text, (err, value) => {
      if (!err && containsNul(value)) done(userError('VALIDATION', INVALID_CHARACTERS_MESSAGE), undefined)
      else done(err, value)
    })
  })
}
