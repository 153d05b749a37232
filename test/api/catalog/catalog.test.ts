// GET /api/goods, /api/goods/cities, /api/goods/{id}: the seeded catalog, its filters and paging, derived class
// and session states, owned bundle items for a signed-in buyer, and covers served under /uploads.
import { installDemoCovers, SEED_GOODS } from '../../../server/seed'
import { loadConfig } from '../../../server/src/config'
import { expectOk, expectRefusal } from '../helpers/api'
import { createTestApp } from '../helpers/test-app'
import { catalogApp, grantOwned, type CatalogTest } from '../helpers/catalog-fixtures'
import { getGoods, getServiceContact, listGoods, listGoodsCities, listHotSearchTerms } from '@contract/catalog/endpoints'
import { callApi, callApiRaw } from '../helpers/contract'

let c: CatalogTest
beforeAll(async () => {
  c = await catalogApp()
})
afterAll(() => c.t.close())

const list = async (query = '') => expectOk<any>(await callApiRaw(c.t.app, listGoods, { query }))
const slugOf = (id: number) => Object.entries(c.ids).find(([, v]) => v === id)?.[0]
const slugs = (page: any) => page.list.map((g: any) => slugOf(g.id))
const onSale = SEED_GOODS.filter((g) => g.onSale !== false)

describe('the goods list', () => {
  it('lists goods on sale, highest sort first, 10 a page, with the total', async () => {
    const page = await list()
    expect(page).toMatchObject({ total: onSale.length, page: 1, size: 10 })
    expect(page.list).toHaveLength(10)
    expect(slugs(page)[0]).toBe('fitness-coach-national')
    expect(slugs(page)).not.toContain('boxing-coach-basic')
    expect(page.list[0]).toEqual({
      id: c.ids['fitness-coach-national'], kind: 'course', title: '国家职业资格健身教练培训（初级）',
      subtitle: '30天脱产集训 · 理论+实操+考前辅导', cover: expect.stringMatching(/^\/uploads\/2000\/01\/[0-9a-f-]{36}\.jpg$/),
      priceFen: 680_000, originalPriceFen: 880_000, cities: ['上海', '北京', '广州'], tags: ['职业资格', '线下集训', '包教材'], soldCount: 1_206
    })
  })

  it('pages through everything exactly once, and answers an empty page past the end with the total', async () => {
    const seen = [...slugs(await list('?size=8')), ...slugs(await list('?size=8&page=2')), ...slugs(await list('?size=8&page=3'))]
    expect(new Set(seen).size).toBe(onSale.length)
    expect(await list('?size=8&page=9')).toEqual({ list: [], total: onSale.length, page: 9, size: 8 })
  })

  it('filters by kind', async () => {
    expect((await list('?kind=exam')).total).toBe(4)
    expect(slugs(await list('?kind=bundle')).sort()).toEqual(['coach-online-bundle', 'nutrition-posture-bundle'])
  })

  it('filters by city: goods with a class or session there that has not ended', async () => {
    const page = await list(`?city=${encodeURIComponent('深圳')}`)
    // fitness-coach-national's 深圳 class has ended, so it does not count.
    expect(slugs(page).sort()).toEqual(['cpr-aed-exam', 'functional-training-course', 'functional-training-lecture', 'sports-massage'])
    expect(page.total).toBe(4)
    expect((await list(`?city=${encodeURIComponent('拉萨')}`)).total).toBe(0)
  })

  it('searches title and subtitle, case-insensitively, and takes % and _ literally', async () => {
    expect(slugs(await list(`?keyword=${encodeURIComponent('普拉提')}`)).sort()).toEqual(['pilates-mat-basic', 'pilates-mat-exam'])
    expect(slugs(await list(`?keyword=${encodeURIComponent('垫上34式')}`))).toEqual(['pilates-mat-basic'])
    expect(slugs(await list('?keyword=cpr'))).toEqual(['cpr-aed-exam'])
    // A learner on 繁體 types Traditional characters; the goods are written in Simplified.
    expect(slugs(await list(`?keyword=${encodeURIComponent('墊上34式')}`))).toEqual(['pilates-mat-basic'])
    expect((await list('?keyword=%25')).total).toBe(0)
    expect((await list('?keyword=_')).total).toBe(0)
  })

  it('combines kind, city and keyword', async () => {
    const page = await list(`?kind=course&city=${encodeURIComponent('成都')}&keyword=${encodeURIComponent('训练')}`)
    expect(slugs(page)).toEqual(['functional-training-course'])
    const traditional = await list(`?kind=course&city=${encodeURIComponent('成都')}&keyword=${encodeURIComponent('訓練')}`)
    expect(slugs(traditional)).toEqual(['functional-training-course'])
  })

  it.each([
    ['?kind=food', '商品类型无效'],
    ['?size=51', '每页最多50条'],
    [`?keyword=${'字'.repeat(31)}`, '搜索词不能超过30个字'],
    ['?sort=id', '不支持的参数：sort']
  ])('refuses %s with a readable message', async (query, message) => {
    expectRefusal(await callApiRaw(c.t.app, listGoods, { query }), 'VALIDATION', message)
  })
})

describe('cities', () => {
  it('lists every city with an active class or session, in a stable order', async () => {
    expect(expectOk(await callApi(c.t.app, listGoodsCities))).toEqual(['上海', '北京', '广州', '成都', '杭州', '深圳'])
  })
})

describe('one goods', () => {
  const detail = async (slug: string, token?: string) => expectOk(await callApi(c.t.app, getGoods, { params: { id: c.ids[slug] }, token }))

  it('shows classes with states derived from their dates and seats', async () => {
    const g = await detail('fitness-coach-national')
    expect(g.classes.map((k: any) => [k.city, k.status])).toEqual([
      ['深圳', 'ended'], ['上海', 'ongoing'], ['北京', 'upcoming'], ['广州', 'full']
    ])
    expect(g.classes[2]).toMatchObject({ name: '北京第12期', startDate: '2026-03-23', endDate: '2026-05-01', days: 30, capacity: 30, seatsLeft: 18, transfersAllowed: 3 })
    expect(g).toMatchObject({ ships: true, onSale: true, examSessions: [], bundleItems: [] })
    expect(g.agreements.map((a: any) => a.title)).toEqual(['课程购买协议', '线下培训安全须知', '退款说明'])
    expect(g.description).toContain('<h3>课程介绍</h3>')
    expect((await detail('cpr-aed-exam')).description).toMatch(/^<h3>考试介绍<\/h3>/)
    expect(g.targetAudience).toContain('<li>')
    expect(g.discounts).toContain('两人同行每人再减300元')
    expect(g).not.toHaveProperty('slug')
    expect(g).not.toHaveProperty('descriptionHtml')
  })

  it('shows exam sessions: open, full, and closed once registration has closed', async () => {
    const g = await detail('cpr-aed-exam')
    expect(g.examSessions).toHaveLength(8)
    expect(g.examSessions[0]).toMatchObject({ city: '北京', status: 'closed', venueName: '绿动健身学院北京培训中心' })
    expect(g.examSessions[1]).toMatchObject({ city: '北京', startsAt: '2026-03-10T01:00:00.000Z', status: 'open', seatsLeft: 22 })
    expect(g.examSessions.find((s: any) => s.seatsLeft === 0)!.status).toBe('full')
    expect(g.cities).toEqual(['上海', '北京', '广州', '成都', '杭州', '深圳'])
  })

  it("closes a session's registration a day before it starts", async () => {
    c.clock.advance(7 * 86_400_000 + 1)
    try {
      expect((await detail('cpr-aed-exam')).examSessions[1].status).toBe('closed')
    } finally {
      c.clock.advance(-(7 * 86_400_000 + 1))
    }
  })

  it('marks bundle items the signed-in buyer owns; a signed-out visitor owns nothing', async () => {
    const buyer = await c.t.createUser()
    await grantOwned(c.t.db, buyer.id, c.ids['rehab-posture'])
    const mine = await detail('nutrition-posture-bundle', buyer.token)
    expect(mine.bundleItems.map((i: any) => [slugOf(i.goodsId), i.owned])).toEqual([
      ['sports-nutrition', false], ['rehab-posture', true], ['sports-nutrition-lecture', false]
    ])
    expect(mine.bundleItems[1]).toEqual({ goodsId: c.ids['rehab-posture'], kind: 'course', title: '体态评估与纠正性训练', priceFen: 128_000, owned: true })
    expect((await detail('nutrition-posture-bundle')).bundleItems.every((i: any) => !i.owned)).toBe(true)
    expect((await detail('nutrition-posture-bundle', 'not-a-token')).bundleItems.every((i: any) => !i.owned)).toBe(true)
  })

  it('shows goods off sale as such', async () => {
    const g = await detail('boxing-coach-basic')
    expect(g.onSale).toBe(false)
    expect(g.classes[0].status).toBe('off_sale')
  })

  it('answers a missing goods with NOT_FOUND and a malformed id with a readable message', async () => {
    expectRefusal(await callApi(c.t.app, getGoods, { params: { id: 999999 } }), 'NOT_FOUND', '商品不存在')
    expectRefusal(await callApi(c.t.app, getGoods, { params: { id: 'abc' } }), 'VALIDATION', '商品编号无效')
  })
})

describe('covers', () => {
  it('serves every seeded cover from the storage as a small JPEG', async () => {
    await installDemoCovers(c.t.storage)
    await installDemoCovers(c.t.storage)
    const page = await list('?size=50')
    for (const g of page.list) {
      const res = await c.t.app.inject({ method: 'GET', url: g.cover })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/jpeg')
      expect(res.rawPayload.length).toBeLessThan(60 * 1024)
    }
  })
})

describe('hot search terms', () => {
  it('are the tags of goods on sale ranked by copies sold, only those a search finds something for, at most 8', async () => {
    const all = [...(await list('?size=50')).list]
    const sold = new Map<string, number>()
    for (const g of all) for (const tag of g.tags) sold.set(tag, (sold.get(tag) ?? 0) + g.soldCount)
    const searchable = (tag: string) => all.some((g: any) => `${g.title}\n${g.subtitle}`.toLowerCase().includes(tag.toLowerCase()))
    const expected = [...sold].filter(([tag]) => searchable(tag))
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 8).map(([tag]) => tag)

    const terms = expectOk(await callApi(c.t.app, listHotSearchTerms))
    expect(terms.length).toBeGreaterThan(3)
    expect(terms).toEqual(expected)
    for (const term of terms) expect((await list(`?keyword=${encodeURIComponent(term)}`)).total).toBeGreaterThan(0)
    // Tags only a title-less match would find (e.g. 包教材) are never offered.
    expect(terms).not.toContain('包教材')
  })
})

describe('service contact', () => {
  it('is the demo academy\'s where the demo data is, empty in a deployment without one, else the configured one', async () => {
    // The embedded default (demo data on): a contact that can be tried, plainly a demo.
    expect(expectOk(await callApi(c.t.app, getServiceContact))).toEqual({ phone: '400-000-0000', wechatId: 'lvdong-demo-service' })
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }).serviceContact).toEqual({ phone: '', wechatId: '' })
    expect(loadConfig({ NODE_ENV: 'test', SERVICE_WECHAT: 'own_kefu' }).serviceContact).toEqual({ phone: '', wechatId: 'own_kefu' })
    const configured = await createTestApp({ SERVICE_PHONE: '400-820-8820', SERVICE_WECHAT: 'lvdong_kefu' })
    try {
      const res = await callApiRaw(configured.app, getServiceContact, { ip: '127.0.0.1' })
      expect(expectOk(res)).toEqual({ phone: '400-820-8820', wechatId: 'lvdong_kefu' })
    } finally {
      await configured.close()
    }
  })

  it('refuses a phone setting that is not a phone number', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SERVICE_PHONE: 'call us' })).toThrow(/SERVICE_PHONE/)
  })
})
