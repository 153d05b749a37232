// GET /api/goods/{id}/mini-code: the goods page's mini-program code, made by (a local fake of) WeChat once, stored
// like an upload, remembered in mini_program_codes and served under /uploads.
import fs from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { miniProgramCodes } from '../../../server/src/db/schema'
import { createWechatMiniClient } from '../../../server/src/integrations/wechat/mini-client'
import { createMiniCodeService } from '../../../server/src/contexts/catalog'
import { expectOk, expectRefusal } from '../helpers/api'
import { FAKE_APPID, FAKE_CODE_PNG, FAKE_SECRET, startFakeWechat, type FakeWechat } from '../helpers/fake-wechat-mini'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { makeGoods } from '../helpers/catalog-fixtures'
import { getGoods, getGoodsMiniCode } from '@contract/catalog/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

const CODE_PATH = /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/

let fake: FakeWechat
let t: TestApp
beforeAll(async () => {
  fake = await startFakeWechat()
  t = await createTestApp({ WECHAT_MINI_APPID: FAKE_APPID, WECHAT_MINI_SECRET: FAKE_SECRET, WECHAT_API_BASE: fake.baseUrl })
})
afterAll(async () => {
  await t.close()
  await fake.close()
})
afterEach(() => {
  fake.codeErrcode = null
  fake.down = false
})

const miniCode = (id: number | string) => callApiRaw(t.app, getGoodsMiniCode, { params: { id: id } })
const rowsFor = (id: number) => t.db.select().from(miniProgramCodes).where(eq(miniProgramCodes.target, `goods:${id}`))

/** Every stored file under the local uploads directory. */
async function storedFiles(): Promise<string[]> {
  const root = t.storage.localRoot!
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

describe('making a goods code', () => {
  it('asks WeChat once for the goods page with the id as scene, stores the PNG and serves it', async () => {
    const id = await makeGoods(t.db)
    const before = fake.codeCalls.length
    const { url } = expectOk<{ url: string }>(await miniCode(id))
    expect(url).toMatch(CODE_PATH)
    expect(fake.codeCalls.slice(before)).toEqual([
      {
        token: expect.any(String),
        body: { scene: `id=${id}`, page: 'pages/course/courseDetail', check_path: false, env_version: 'release', width: 280, is_hyaline: false }
      }
    ])
    expect(await rowsFor(id)).toEqual([expect.objectContaining({ target: `goods:${id}`, path: url })])
    const file = await t.app.inject({ method: 'GET', url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.rawPayload.equals(FAKE_CODE_PNG)).toBe(true)
  })

  it('answers the stored code again without asking WeChat', async () => {
    const id = await makeGoods(t.db)
    const first = expectOk<{ url: string }>(await miniCode(id))
    const calls = fake.codeCalls.length
    expect(expectOk<{ url: string }>(await miniCode(id))).toEqual(first)
    expect(fake.codeCalls.length).toBe(calls)
  })

  it('makes one code for ten parallel first requests: one WeChat call, one row, one file', async () => {
    const id = await makeGoods(t.db)
    const calls = fake.codeCalls.length
    const files = (await storedFiles()).length
    const answers = await Promise.all(Array.from({ length: 10 }, () => miniCode(id)))
    const urls = new Set(answers.map((res) => expectOk<{ url: string }>(res).url))
    expect(urls.size).toBe(1)
    expect(fake.codeCalls.length - calls).toBe(1)
    expect(await rowsFor(id)).toHaveLength(1)
    expect((await storedFiles()).length - files).toBe(1)
  })

  it('keeps the first code when two API nodes make one at once, and the loser removes its file', async () => {
    const id = await makeGoods(t.db)
    const node = () =>
      createMiniCodeService({
        db: t.db,
        storage: t.storage,
        wechat: createWechatMiniClient({ appId: FAKE_APPID, secret: FAKE_SECRET, apiBase: fake.baseUrl, now: () => new Date() }),
        tmpDir: path.join(t.dataDir, 'tmp'),
        now: () => new Date(),
        log: t.app.log
      })
    const files = (await storedFiles()).length
    const [a, b] = await Promise.all([node().goodsCode(id), node().goodsCode(id)])
    expect(a).toEqual(b)
    expect(await rowsFor(id)).toEqual([expect.objectContaining({ path: a.url })])
    expect((await storedFiles()).length - files).toBe(1)
  })
})

describe('refusals', () => {
  it('answers an unknown goods like the goods detail does, without asking WeChat', async () => {
    const calls = fake.codeCalls.length
    const detail = expectRefusal(await callApi(t.app, getGoods, { params: { id: 999999 } }), 'NOT_FOUND')
    expectRefusal(await miniCode(999999), 'NOT_FOUND', detail.message)
    expect(fake.codeCalls.length).toBe(calls)
  })

  it('makes no code for a goods off sale', async () => {
    const id = await makeGoods(t.db, { onSale: false })
    const calls = fake.codeCalls.length
    expectRefusal(await miniCode(id), 'GOODS_OFF_SALE', '商品已下架')
    expect(fake.codeCalls.length).toBe(calls)
  })

  it('refuses an id that is not a positive whole number', async () => {
    expectRefusal(await miniCode('abc'), 'VALIDATION')
    expectRefusal(await miniCode(0), 'VALIDATION')
  })

  it('says WeChat failed when it answers an errcode, stores nothing, and tries again on the next request', async () => {
    const id = await makeGoods(t.db)
    const files = (await storedFiles()).length
    fake.codeErrcode = 45009
    expectRefusal(await miniCode(id), 'WECHAT_UNAVAILABLE', '小程序码生成失败，请稍后重试')
    expect(await rowsFor(id)).toEqual([])
    expect((await storedFiles()).length).toBe(files)
    expect(t.logs.some((line) => line.includes('WeChat mini-program code failed') && line.includes('45009'))).toBe(true)
    fake.codeErrcode = null
    expect(expectOk<{ url: string }>(await miniCode(id)).url).toMatch(CODE_PATH)
  })

  it('says WeChat failed when it cannot be reached', async () => {
    const id = await makeGoods(t.db)
    fake.down = true
    expectRefusal(await miniCode(id), 'WECHAT_UNAVAILABLE')
    expect(await rowsFor(id)).toEqual([])
  })
})

describe('the access token', () => {
  it('gets a fresh token once and asks again when WeChat says the cached one is stale', async () => {
    await miniCode(await makeGoods(t.db)) // a cached token exists
    const id = await makeGoods(t.db)
    fake.revokeToken()
    const calls = fake.codeCalls.length
    const tokens = fake.tokenRequests.length
    expect(expectOk<{ url: string }>(await miniCode(id)).url).toMatch(CODE_PATH)
    const [stale, fresh] = fake.codeCalls.slice(calls)
    expect(fake.codeCalls.length - calls).toBe(2)
    expect(fresh.token).not.toBe(stale.token)
    expect(fake.tokenRequests.slice(tokens)).toEqual([expect.objectContaining({ force_refresh: true })])
  })

  it('refuses a scene WeChat would reject without calling it', async () => {
    const client = createWechatMiniClient({ appId: FAKE_APPID, secret: FAKE_SECRET, apiBase: fake.baseUrl, now: () => new Date() })
    const calls = fake.codeCalls.length
    await expect(client.getUnlimitedCode({ scene: 'x'.repeat(33), page: 'pages/course/courseDetail' })).rejects.toThrow(/scene/)
    await expect(client.getUnlimitedCode({ scene: 'id=1 2', page: 'pages/course/courseDetail' })).rejects.toThrow(/scene/)
    expect(fake.codeCalls.length).toBe(calls)
  })
})

describe('without a configured mini-program', () => {
  let bare: TestApp
  beforeAll(async () => {
    bare = await createTestApp({}, { wechat: null })
  })
  afterAll(() => bare.close())

  it('answers NOT_CONFIGURED so the app can fall back to a QR code', async () => {
    const id = await makeGoods(bare.db)
    expectRefusal(await callApi(bare.app, getGoodsMiniCode, { params: { id: id } }), 'NOT_CONFIGURED', '小程序码未配置')
  })
})
