// The H5 first screens of the catalog's pages (server/src/http/first-screen.ts, catalog/goods/first-screen.ts): the
// course tab's page carries, named for the tab, exactly what the tab asks for when it opens unfiltered (page 1 of the
// goods list and the cities) and draws the cover its first card shows; a goods page draws its goods' cover and
// carries no data (the goods' answer depends on who reads it); the home page's block is named for home.
import fs from 'node:fs'
import path from 'node:path'
import { listGoods, listGoodsCities } from '@contract/catalog/endpoints'
import { eq } from 'drizzle-orm'
import { goods } from '../../../server/src/db/schema'
import { catalogApp, type CatalogTest } from '../helpers/catalog-fixtures'
import { expectOk } from '../helpers/api'
import { callApi } from '../helpers/contract'

let c: CatalogTest
const placeholder = (html: string) => /<div class="first-screen first-screen--([a-z]+)" aria-hidden="true"><img src="([^"]+)" data-path="([^"]+)"/.exec(html)
const block = (html: string) => /<script type="application\/json" id="first-screen-data" data-screen="([a-z]+)">(.*?)<\/script>/.exec(html)

beforeAll(async () => {
  c = await catalogApp()
  const dist = c.t.config.h5DistDir
  fs.mkdirSync(dist, { recursive: true })
  fs.writeFileSync(path.join(dist, 'index.html'), '<!DOCTYPE html><html><head></head><body><div id="app"></div></body></html>')
})
afterAll(() => c.t.close())

it('serves the course tab with its unfiltered first page and cities, and its first cover drawn', async () => {
  const list = expectOk(await callApi(c.t.app, listGoods, { query: { page: 1, size: 10 } }))
  const cities = expectOk(await callApi(c.t.app, listGoodsCities))
  const res = await c.t.app.inject({ method: 'GET', url: '/pages/entry/course' })
  expect(res.statusCode).toBe(200)
  expect(res.headers['cache-control']).toBe('no-cache')
  const [, screen, json] = block(res.body)!
  expect(screen).toBe('course')
  expect(JSON.parse(json)).toEqual({ goods: list, cities })
  expect(list.list.length).toBeGreaterThan(0)
  const cover = list.list[0].cover
  // The tests' covers are not files in the storage: drawn from their URL, and preloaded.
  expect(placeholder(res.body)?.slice(1)).toEqual(['course', cover, cover])
  expect(res.body).toContain(`<link rel="preload" as="image" href="${cover}" fetchpriority="high"></head>`)
})

it('draws a goods page\'s cover without its data, for any goods its id names', async () => {
  const [first] = await c.t.db.select({ id: goods.id, cover: goods.cover }).from(goods).limit(1)
  await c.t.db.update(goods).set({ onSale: false }).where(eq(goods.id, first.id)) // the page says so: its cover stays
  const res = await c.t.app.inject({ method: 'GET', url: `/pages/course/courseDetail?id=${first.id}` })
  expect(res.statusCode).toBe(200)
  expect(placeholder(res.body)?.slice(1)).toEqual(['goods', first.cover, first.cover])
  expect(res.body).not.toContain('first-screen-data')
})

it.each(['', '?id=abc', '?id=0', '?id=99999999', '?id=1e3', '?id=12345678901', '?id=1&id=2'])(
  'leaves a goods page as built when its id names no goods (%s)', async (query) => {
    const res = await c.t.app.inject({ method: 'GET', url: `/pages/course/courseDetail${query}` })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('first-screen')
  })

it('names the home page\'s block for home', async () => {
  expect(block((await c.t.app.inject({ method: 'GET', url: '/' })).body)?.[1]).toBe('home')
})

it('sends only the data, no picture, when nothing is on sale', async () => {
  await c.t.db.update(goods).set({ onSale: false })
  const res = await c.t.app.inject({ method: 'GET', url: '/pages/entry/course' })
  expect(JSON.parse(block(res.body)![2]).goods.list).toEqual([])
  expect(res.body).not.toContain('rel="preload"')
  expect(placeholder(res.body)).toBeNull()
})
