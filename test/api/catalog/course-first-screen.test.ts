// The H5 course tab's first screen (server/src/http/first-screen.ts, catalog/goods/first-screen.ts): the page at its
// route carries, named for the tab, exactly what the tab asks for when it opens unfiltered (page 1 of the goods list
// and the cities), and preloads the first cover the list will draw; the home page's block is named for home.
import fs from 'node:fs'
import path from 'node:path'
import { listGoods, listGoodsCities } from '@contract/catalog/endpoints'
import { goods } from '../../../server/src/db/schema'
import { catalogApp, type CatalogTest } from '../helpers/catalog-fixtures'
import { expectOk } from '../helpers/api'
import { callApi } from '../helpers/contract'

let c: CatalogTest
const block = (html: string) => /<script type="application\/json" id="first-screen-data" data-screen="([a-z]+)">(.*?)<\/script>/.exec(html)

beforeAll(async () => {
  c = await catalogApp()
  const dist = c.t.config.h5DistDir
  fs.mkdirSync(dist, { recursive: true })
  fs.writeFileSync(path.join(dist, 'index.html'), '<!DOCTYPE html><html><head></head><body><div id="app"></div></body></html>')
})
afterAll(() => c.t.close())

it('serves the course tab with its unfiltered first page and cities, and its first cover preloaded', async () => {
  const list = expectOk(await callApi(c.t.app, listGoods, { query: { page: 1, size: 10 } }))
  const cities = expectOk(await callApi(c.t.app, listGoodsCities))
  const res = await c.t.app.inject({ method: 'GET', url: '/pages/entry/course' })
  expect(res.statusCode).toBe(200)
  expect(res.headers['cache-control']).toBe('no-cache')
  const [, screen, json] = block(res.body)!
  expect(screen).toBe('course')
  expect(JSON.parse(json)).toEqual({ goods: list, cities })
  expect(list.list.length).toBeGreaterThan(0)
  expect(res.body).toContain(`<link rel="preload" as="image" href="${list.list[0].cover}" fetchpriority="high"></head>`)
  expect(res.body).not.toContain('class="first-screen"') // the list draws its covers itself
})

it('names the home page\'s block for home, and leaves the goods pages as built', async () => {
  expect(block((await c.t.app.inject({ method: 'GET', url: '/' })).body)?.[1]).toBe('home')
  const detail = await c.t.app.inject({ method: 'GET', url: '/pages/course/courseDetail' })
  expect(detail.body).not.toContain('first-screen-data')
})

it('sends only the data when nothing is on sale', async () => {
  await c.t.db.update(goods).set({ onSale: false })
  const res = await c.t.app.inject({ method: 'GET', url: '/pages/entry/course' })
  expect(JSON.parse(block(res.body)![2]).goods.list).toEqual([])
  expect(res.body).not.toContain('rel="preload"')
})
