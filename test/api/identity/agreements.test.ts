// Agreement texts: goods agreements (list, one), user agreement and privacy policy by type, the seed, and the
// allow-list sanitiser every stored text goes through.
import { AGREEMENT_TEXTS, seedAgreements } from '../../../server/seed'
import { agreements } from '../../../server/src/db/schema'
import { insertAgreementIfAbsent, sanitizeHtml } from '../../../server/src/contexts/catalog/seeding'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal } from '../helpers/api'
import { getAgreement, getGoodsAgreement, listGoodsAgreements } from '@contract/catalog/endpoints'
import { callApi } from '../helpers/contract'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('before seeding', () => {
  it('answers a missing agreement with NOT_FOUND', async () => {
    expectRefusal(await callApi(t.app, getAgreement, { params: { type: 'user' } }), 'NOT_FOUND', '协议不存在')
    expect(expectOk(await callApi(t.app, listGoodsAgreements))).toEqual({ list: [], total: 0, page: 1, size: 10 })
  })
})

describe('seeded texts', () => {
  beforeAll(async () => {
    await seedAgreements(t.db)
    await seedAgreements(t.db)
  })

  it('seeds each text once, however often it runs', async () => {
    expect(await t.db.select().from(agreements)).toHaveLength(AGREEMENT_TEXTS.length)
  })

  it('serves the user agreement and the privacy policy by type, without a session', async () => {
    const user = expectOk(await callApi(t.app, getAgreement, { params: { type: 'user' } }))
    expect(user.title).toBe('绿动健身学院用户服务协议')
    expect(user.content).toContain('短信验证码')
    const privacy = expectOk(await callApi(t.app, getAgreement, { params: { type: 'privacy' } }))
    expect(privacy.title).toBe('绿动健身学院隐私政策')
    for (const topic of ['手机号码', '短信验证码', '身份证件信息', '个人资料', '绿动健身学院']) expect(privacy.content).toContain(topic)
    expect(privacy.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })

  it('lists the goods agreements in order, page by page', async () => {
    const all = expectOk(await callApi(t.app, listGoodsAgreements, { query: { page: 1, size: 10 } }))
    expect(all.total).toBe(4)
    expect(all.list.map((a: any) => a.title)).toEqual(['课程购买协议', '考试报名协议', '退款说明', '线下培训安全须知'])
    const second = expectOk(await callApi(t.app, listGoodsAgreements, { query: { page: 2, size: 3 } }))
    expect(second.list.map((a: any) => a.title)).toEqual(['线下培训安全须知'])
  })

  it('serves one goods agreement by id, and not the user agreement through that route', async () => {
    const { list } = expectOk(await callApi(t.app, listGoodsAgreements))
    expect(expectOk(await callApi(t.app, getGoodsAgreement, { params: { id: list[2].id } }))).toEqual(list[2])
    const user = expectOk(await callApi(t.app, getAgreement, { params: { type: 'user' } }))
    expectRefusal(await callApi(t.app, getGoodsAgreement, { params: { id: user.id } }), 'NOT_FOUND', '协议不存在')
  })

  it('refuses unknown types and malformed ids with readable messages', async () => {
    expectRefusal(await callApi(t.app, getAgreement, { params: { type: 'cookies' } }), 'VALIDATION', '协议类型无效')
    expectRefusal(await callApi(t.app, getGoodsAgreement, { params: { id: 'x' } }), 'VALIDATION', '协议编号无效')
  })

  it('stores only sanitised HTML, whatever is written', async () => {
    await insertAgreementIfAbsent(t.db, {
      kind: 'goods',
      slug: 'goods-test-xss',
      title: '测试',
      content: '<p onclick="x()">文字</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      sortOrder: 99
    })
    const { list } = expectOk(await callApi(t.app, listGoodsAgreements, { query: { size: 50 } }))
    const stored = list.find((a) => a.title === '测试')!
    // Every '<' left starts a bare allowed tag; the rest is visible, escaped text.
    expect(stored.content).not.toMatch(/<(?!\/?(p|strong|li|ul|h3)>)/)
    expect(stored.content).toContain('&lt;script&gt;')
  })
})

describe('sanitizeHtml', () => {
  it('keeps bare structural tags', () => {
    const html = '<h3>一、范围</h3><p>正文<strong>加粗</strong><br/>下一行</p><ul><li>一</li></ul>'
    expect(sanitizeHtml(html)).toBe('<h3>一、范围</h3><p>正文<strong>加粗</strong><br>下一行</p><ul><li>一</li></ul>')
  })

  it('turns every other tag, and any tag with attributes, into visible text', () => {
    expect(sanitizeHtml('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(sanitizeHtml('<p onclick="x()">a</p>')).toBe('&lt;p onclick=&quot;x()&quot;&gt;a</p>')
    expect(sanitizeHtml('<a href="javascript:x">a</a>')).toBe('&lt;a href=&quot;javascript:x&quot;&gt;a&lt;/a&gt;')
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).not.toContain('<img')
    expect(sanitizeHtml('<!-- c --><style>p{}</style>')).not.toMatch(/<!--|<style/)
  })

  it('escapes stray angle brackets and ampersands but keeps entities', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2 &amp; &#169;')).toBe('1 &lt; 2 &amp; 3 &gt; 2 &amp; &#169;')
    expect(sanitizeHtml('<p>unclosed <b')).toBe('<p>unclosed &lt;b')
  })

  it('is idempotent', () => {
    const once = sanitizeHtml('<p>a & b</p><script>x</script>')
    expect(sanitizeHtml(once)).toBe(once)
  })

  it('leaves the seeded texts unchanged (they are written in the allowed subset)', () => {
    for (const text of AGREEMENT_TEXTS) expect(sanitizeHtml(text.content)).toBe(text.content)
  })
})
