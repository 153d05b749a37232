// Every endpoint definition is served by the server, except the ones listed in not-served-yet.ts (contracts written
// ahead of their server code, so pages could be built against them). That list only shrinks: an endpoint in it that
// the server now answers fails this test until it is taken off, and the reliability suites then cover it.
import { createTestApp, type TestApp } from '../helpers/test-app'
import { allDefinedEndpoints, routeOf } from './definitions'
import { NOT_SERVED_YET } from './not-served-yet'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const isServed = (method: string, url: string) => t.app.hasRoute({ method: method as 'GET', url })

it('serves every defined endpoint but the listed ones, and none of those', () => {
  const defined = allDefinedEndpoints().map((e) => e.endpoint)
  const unserved = defined.filter((e) => !isServed(e.method, e.path)).map(routeOf).sort()
  console.log(`${defined.length} endpoints defined, ${defined.length - unserved.length} served, ${unserved.length} not served yet`)
  expect(unserved).toEqual([...NOT_SERVED_YET].sort())
})
