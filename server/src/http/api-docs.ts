// The OpenAPI document and a docs page, made from the same route schemas the server validates with (so from the
// endpoint definitions in types/<ctx>/endpoints): GET /api/docs (Swagger UI) and GET /api/docs/json.
// Registered before any route: @fastify/swagger collects routes as they are added.
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { AUTH_HEADER } from './auth-guard'

/** WeChat's notification routes, the docs themselves and the site's pages are not part of the app's API. */
function isAppApi(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/pay/notify/') && !url.startsWith('/api/docs')
}

export async function installApiDocs(app: FastifyInstance, appName: string, version: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${appName} API`,
        version,
        description:
          'Every answer is the envelope {status, message, code?, data}: status 1 with data on success; HTTP 200 with ' +
          'status 0, a Chinese message and a code from the error catalogue (types/errors.ts) for anything the user ' +
          'can fix; 401 without a valid token, 403 without the role.'
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: AUTH_HEADER } } }
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input)
      return isAppApi(input.url) ? transformed : { ...transformed, schema: { ...transformed.schema, hide: true } }
    }
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
}
