// The home page's aggregate (GET /api/home) over the demo catalog and home content: every section, what it leaves
// out (hidden banners, news, notices and stories; goods off sale), the caching (max-age 60 and an ETag answered 304,
// never with a token), and the H5 first screen: the same data inside index.html with the first banner preloaded.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { eq, notLike } from 'drizzle-orm'
import { SEED_BANNERS, seedDemoHome } from '../../../server/seed'
import { installContentImages } from '../../../server/seed/content/images'
import { banners, goods, stories } from '../../../server/src/db/schema'
import { catalogApp, type CatalogTest } from '../helpers/catalog-fixtures'
import { expectOk } from '../helpers/api'
import { getHome } from '@contract/content/home-endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

const HOUR = 3_600_000
let c: CatalogTest

beforeAll(async () => {
  c = await catalogApp()
  await seedDemoHome(c.t.db, c.clock.now())
  await c.t.db.insert(stories).values([
    { title: '从程序员到私教', learnerName: '李明', learnerTitle: '私人教练 · 杭州', contentHtml: '<p>x</p>', sort: 20, published: true },
    { title: '宝妈的第二份事业', learnerName: '王芳', contentHtml: '<p>x</p>', sort: 10, published: true },
    { title: '草稿故事', learnerName: '某', contentHtml: '<p>x</p>', sort: 1, published: false },
    { title: '明天的故事', learnerName: '某', contentHtml: '<p>x</p>', sort: 2, published: true, publishAt: new Date(c.clock.now().getTime() + HOUR) },
    { title: '第三个故事', learnerName: '赵强', contentHtml: '<p>x</p>', sort: 30, published: true },
    { title: '第四个故事', learnerName: '钱多', contentHtml: '<p>x</p>', sort: 40, published: true }
  ])
})
afterAll(() => c.t.close())

const home = async () => expectOk(await callApi(c.t.app, getHome))

it('answers every section of the home page in one call', async () => {
  const data = await home()
  expect(data.banners.map((b: any) => b.title)).toEqual(SEED_BANNERS.map((b) => b.title))
  expect(data.banners[0]).toEqual({
    id: expect.any(Number), title: SEED_BANNERS[0].title, imageUrl: expect.stringMatching(/^\/uploads\//), linkKind: 'goods',
    linkTarget: String(c.ids['fitness-coach-national'])
  })
  expect(data.banners.map((b: any) => b.linkKind)).toEqual(['goods', 'goods', 'news', 'route'])
  expect(data.notices).toHaveLength(5)
  expect(data.news).toHaveLength(4)
  expect(data.goods).toHaveLength(4)
  expect(data.goods[0]).toMatchObject({ id: c.ids['fitness-coach-national'], cover: expect.any(String), priceFen: expect.any(Number) })
  expect(data.stories).toEqual([
    { id: expect.any(Number), title: '宝妈的第二份事业', learnerName: '王芳', learnerTitle: '', coverUrl: '' },
    expect.objectContaining({ title: '从程序员到私教', learnerTitle: '私人教练 · 杭州' }),
    expect.objectContaining({ title: '第三个故事' })
  ])
})

it('leaves out hidden banners and goods off sale, and shows a scheduled banner once its time comes', async () => {
  const [first] = (await home()).banners
  await c.t.db.update(banners).set({ published: false }).where(eq(banners.id, first.id))
  await c.t.db.update(goods).set({ onSale: false }).where(eq(goods.id, c.ids['fitness-coach-national']))
  await c.t.db.insert(banners).values({ title: '下周的活动', imageUrl: '/uploads/x.jpg', sort: 1, published: true, publishAt: new Date(c.clock.now().getTime() + HOUR) })
  let data = await home()
  expect(data.banners.map((b: any) => b.id)).not.toContain(first.id)
  expect(data.banners.map((b: any) => b.title)).not.toContain('下周的活动')
  expect(data.goods.map((g: any) => g.id)).not.toContain(c.ids['fitness-coach-national'])
  c.clock.advance(HOUR)
  data = await home()
  expect(data.banners[0].title).toBe('下周的活动')
  expect(data.stories.map((s: any) => s.title)).toContain('明天的故事')
})

describe('caching', () => {
  it('lets a browser keep it a minute and revalidate it with its ETag', async () => {
    const res = await callApiRaw(c.t.app, getHome)
    expect(res.headers['cache-control']).toBe('public, max-age=60')
    const etag = String(res.headers.etag)
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    const again = await callApiRaw(c.t.app, getHome, { headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
    const weak = await callApiRaw(c.t.app, getHome, { headers: { 'if-none-match': `"other", W/${etag}` } })
    expect(weak.statusCode).toBe(304)
  })

  it('changes the ETag when the content changes', async () => {
    const before = String((await callApiRaw(c.t.app, getHome)).headers.etag)
    await c.t.db.insert(banners).values({ title: '新横幅', imageUrl: '/uploads/y.jpg', sort: 99, published: true })
    const res = await callApiRaw(c.t.app, getHome, { headers: { 'if-none-match': before } })
    expect(res.statusCode).toBe(200)
    expect(res.headers.etag).not.toBe(before)
    expect(res.json().data.banners.map((b: any) => b.title)).toContain('新横幅')
  })

  it('never keeps an answer to a request with a token', async () => {
    const res = await callApiRaw(c.t.app, getHome, { token: 'x'.repeat(40) })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers.etag).toBeUndefined()
  })
})

describe('the H5 first screen', () => {
  const REM = '!function(n){n.document.documentElement.style.fontSize="20px"}(window);'
  const dataOf = (html: string) => JSON.parse(/<script type="application\/json" id="first-screen-data" data-screen="home">(.*?)<\/script>/.exec(html)![1])

  beforeAll(() => {
    const dist = c.t.config.h5DistDir
    fs.mkdirSync(dist, { recursive: true })
    fs.writeFileSync(path.join(dist, 'index.html'), `<!DOCTYPE html><html><head><script>${REM}</script></head><body><div id="app"></div></body></html>`)
  })

  it('puts the home data, the first banner preloaded and its placeholder into the page at / and at the home route', async () => {
    const expected = (await home())
    for (const url of ['/', '/pages/entry/index']) {
      const res = await c.t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self' 'sha256-")
      const first = expected.banners[0].imageUrl
      expect(res.body).toContain(`<link rel="preload" as="image" href="${first}" fetchpriority="high"></head>`)
      expect(res.body).toContain(`<div class="first-screen first-screen--home" aria-hidden="true"><img src="${first}" data-path="${first}" alt="" fetchpriority="high" decoding="sync"></div>`)
      expect(dataOf(res.body)).toEqual(expected)
      expect(res.body.indexOf('first-screen-data')).toBeLessThan(res.body.indexOf('<div id="app">'))
    }
  })

  it('sends a small local picture inside the page, with nothing to preload', async () => {
    await installContentImages(c.t.storage)
    await c.t.db.update(banners).set({ published: false }).where(notLike(banners.imageUrl, '/uploads/2000/%')) // the tests' own
    const first = (await home()).banners[0].imageUrl
    const res = await c.t.app.inject({ method: 'GET', url: '/' })
    const [, src] = /<div class="first-screen first-screen--home" aria-hidden="true"><img src="([^"]+)" data-path="([^"]+)"/.exec(res.body)!
    expect(src).toMatch(/^data:image\/jpeg;base64,/)
    expect(Buffer.from(src.split(',')[1], 'base64').length).toBeLessThanOrEqual(60 * 1024)
    expect(res.body).toContain(`data-path="${first}"`)
    expect(res.body).not.toContain('rel="preload"')
    expect(String(res.headers['content-security-policy'])).toContain('img-src \'self\' data:')
  })

  it('writes the data so that no text in it can end the script', async () => {
    const title = '</script><script>alert(1)</script><!-- $& $1'
    await c.t.db.insert(banners).values({ title, imageUrl: '/uploads/z.jpg', sort: -5, published: true })
    const res = await c.t.app.inject({ method: 'GET', url: '/' })
    expect(res.body.match(/<\/script>/g)).toHaveLength(2) // the rem script's and the data's own
    expect(res.body).not.toContain('alert(1)</script>')
    expect(dataOf(res.body).banners[0].title).toBe(title)
  })

  it('sends it compressed as the client accepts', async () => {
    const br = await c.t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('Accept-Encoding')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('first-screen-data')
    const gz = await c.t.app.inject({ method: 'GET', url: '/pages/entry/index', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('first-screen-data')
  })

  it('leaves other pages as built', async () => {
    const res = await c.t.app.inject({ method: 'GET', url: '/pages/home/news' })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('first-screen')
  })

  it('sends no preload or placeholder when there is no banner, only the data', async () => {
    await c.t.db.update(banners).set({ published: false })
    const res = await c.t.app.inject({ method: 'GET', url: '/' })
    expect(res.body).not.toContain('rel="preload"')
    expect(res.body).not.toContain('class="first-screen"')
    expect(dataOf(res.body).banners).toEqual([])
  })
})
