// The OpenAPI document and its page are made from the route schemas, so from the endpoint definitions.
import fs from 'node:fs'
import path from 'node:path'
import * as catalogApi from '../../../types/catalog/endpoints'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

it('serves an OpenAPI document with every catalog endpoint at its defined path and method', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
  expect(res.statusCode).toBe(200)
  const doc = res.json()
  expect(doc.openapi).toMatch(/^3\./)
  for (const endpoint of Object.values(catalogApi).filter((e) => typeof e === 'object')) {
    const openApiPath = endpoint.path.replace(/:(\w+)/g, '{$1}')
    const operation = doc.paths[openApiPath]?.[endpoint.method.toLowerCase()]
    expect([endpoint.path, operation?.summary]).toEqual([endpoint.path, endpoint.summary])
  }
  expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/pay/notify'))).toBe(false)
})

it('groups every documented operation under its context', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
  // Every context folder of the server is a tag; an operation outside them would sit ungrouped on the docs page.
  const contextsDir = path.resolve(__dirname, '../../../server/src/contexts')
  const contexts = fs.readdirSync(contextsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  expect(contexts).toEqual(expect.arrayContaining(['identity', 'exams', 'certification', 'sales', 'settlement']))
  const untagged = Object.entries(doc.paths as Record<string, Record<string, { tags?: string[] }>>).flatMap(
    ([path, operations]) => Object.entries(operations)
      .filter(([, op]) => !op.tags?.length || !contexts.includes(op.tags[0]))
      .map(([method]) => `${method.toUpperCase()} ${path}`)
  )
  expect(untagged).toEqual([])
})

it('serves the docs page', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs' })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toMatch(/text\/html/)
  expect(res.body).toContain('swagger-ui')
})
