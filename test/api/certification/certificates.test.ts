// The public certificate check: a valid certificate's full record without login, revoked and expired ones clearly
// marked (JSON and the plain web page), unknown and mistyped numbers refused alike, and the check rate-limited per IP.
import { listAdminCertificates, revokeCertificate } from '@contract/certification/admin-endpoints'
import { checkCertificate, getMyRegistration, listMyCertificates, submitJudgeScore } from '@contract/certification/endpoints'
import { eq } from 'drizzle-orm'
import { isWellFormedNumber, newCertificateNumber } from '../../../server/src/contexts/certification'
import { users } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { startShop, type Api } from '../helpers/commerce/shop'
import { callApi, callApiRaw, freshIp } from '../helpers/contract'
import type { TestApp } from '../helpers/test-app'
import { addJudge, approveAndSendCards, examSitting, register, scoresOf } from './fixtures'

const DAY_MS = 24 * 60 * 60 * 1000
const clock = testClock(Date.now())
let t: TestApp
let api: Api
let admin: { id: number; token: string }
let judgeCount = 0
beforeAll(async () => {
  ;({ t, api, admin } = await startShop(clock.now))
})
afterAll(() => t.close())

/** A learner passes the practical exam; returns their certificate number. */
async function passedCertificate(name: string, avatar = ''): Promise<string> {
  const learner = await t.createUser({ name })
  if (avatar) await t.db.update(users).set({ avatar }).where(eq(users.id, learner.id))
  judgeCount += 1
  const phone = `1360000${String(judgeCount).padStart(4, '0')}`
  const judge = await t.createUser({ roles: ['judge'], phone })
  const { goods, setup } = await examSitting(t, admin)
  const id = await register(t, api, learner.token, goods)
  await approveAndSendCards(t, admin, id, goods.examSessionId!)
  await addJudge(t, admin, goods.examSessionId!, phone)
  expectOk(await callApi(t.app, submitJudgeScore, { params: { id }, body: scoresOf(setup, 50, 35), token: judge.token }))
  const detail = expectOk(await callApi(t.app, getMyRegistration, { params: { id }, token: learner.token }))
  return detail.certificateNumber!
}

const webCheck = (number: string, ip = freshIp()) => t.app.inject({ method: 'GET', url: `/cert/${number}`, remoteAddress: ip })

describe('numbers', () => {
  it('are random with a check digit: a changed digit no longer checks', () => {
    const numbers = new Set(Array.from({ length: 200 }, () => newCertificateNumber()))
    expect(numbers.size).toBe(200)
    for (const n of numbers) expect(isWellFormedNumber(n)).toBe(true)
    const n = [...numbers][0]!
    const last = Number(n.slice(-1))
    expect(isWellFormedNumber(`${n.slice(0, -1)}${(last + 1) % 10}`)).toBe(false)
  })
})

describe('public check', () => {
  it('shows a valid certificate\'s full record without login, as JSON and as a plain web page', async () => {
    const number = await passedCertificate('持证人甲')
    const check = expectOk(await callApi(t.app, checkCertificate, { params: { number } }))
    expect(check).toMatchObject({
      number, holderName: '持证人甲', courseTitle: '私人教练职业资格', hours: 120, score: 85, total: 100, status: 'valid', revokedOn: null
    })
    const page = await webCheck(number)
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('持证人甲')
    expect(page.body).toContain('有效 Valid')
    expect(page.body).not.toContain('<script')
  })

  it('marks a revoked certificate as revoked, with the reason, and refuses a second revoke', async () => {
    const number = await passedCertificate('持证人乙')
    const listed = expectOk(await callApi(t.app, listAdminCertificates, { query: { number }, token: admin.token }))
    const id = listed.list[0]!.id
    expectOk(await callApi(t.app, revokeCertificate, { params: { id }, body: { reason: '考试作弊' }, token: admin.token }))
    expectRefusal(await callApi(t.app, revokeCertificate, { params: { id }, body: { reason: '再次' }, token: admin.token }), 'CERT_STATE')
    const check = expectOk(await callApi(t.app, checkCertificate, { params: { number } }))
    expect(check).toMatchObject({ status: 'revoked', revokeReason: '考试作弊' })
    const page = await webCheck(number)
    expect(page.body).toContain('已撤销 Revoked')
    expect(page.body).toContain('考试作弊')
  })

  it('shows the holder\'s photo at issue (initials without one) and withholds it once revoked', async () => {
    const photo = '/uploads/2026/03/0d7c1a52-0000-4000-8000-000000000001.jpg'
    const number = await passedCertificate('持证人丙', photo)
    expect(expectOk(await callApi(t.app, checkCertificate, { params: { number } })).photo).toBe(photo)
    expect((await webCheck(number)).body).toContain(`<img class="photo" src="${t.storage.publicUrl(photo)}"`)
    const none = await passedCertificate('持证人丁')
    expect((await webCheck(none)).body).toContain('<div class="photo initial" aria-hidden="true">持</div>')

    const listed = expectOk(await callApi(t.app, listAdminCertificates, { query: { number }, token: admin.token }))
    expectOk(await callApi(t.app, revokeCertificate, { params: { id: listed.list[0]!.id }, body: { reason: '冒名顶替' }, token: admin.token }))
    expect(expectOk(await callApi(t.app, checkCertificate, { params: { number } })).photo).toBe('')
    const page = (await webCheck(number)).body
    expect(page).not.toContain(photo)
    expect(page).toContain('已撤销 Revoked')
  })

  it('refuses an unknown and a mistyped number the same way (JSON 200 refusal, web 404)', async () => {
    const unknown = newCertificateNumber()
    expectRefusal(await callApi(t.app, checkCertificate, { params: { number: unknown } }), 'CERT_NOT_FOUND')
    const typo = `${unknown.slice(0, -1)}${(Number(unknown.slice(-1)) + 1) % 10}`
    expectRefusal(await callApi(t.app, checkCertificate, { params: { number: typo } }), 'CERT_NOT_FOUND')
    expectRefusal(await callApi(t.app, checkCertificate, { params: { number: 'abc' } }), 'VALIDATION')
    expect((await webCheck(unknown)).statusCode).toBe(404)
  })

  it('limits checks per client IP, for the API and for the web page', async () => {
    const ip = freshIp()
    const answers = []
    for (let i = 0; i < 12; i++) answers.push(await callApiRaw(t.app, checkCertificate, { params: { number: newCertificateNumber() }, ip }))
    expect(answers.slice(0, 10).every((a) => a.statusCode === 200)).toBe(true)
    expect(answers[10]!.statusCode).toBe(429)
    const webIp = freshIp()
    const pages = []
    for (let i = 0; i < 12; i++) pages.push(await webCheck(newCertificateNumber(), webIp))
    expect(pages[10]!.statusCode).toBe(429)
    expect(pages[10]!.body).toContain('查询太频繁')
  })

  it('marks a certificate expired once its validity has passed (last of the file: it moves the clock)', async () => {
    const learner = await passedCertificate('持证人丙')
    clock.advance(25 * 31 * DAY_MS)
    const check = expectOk(await callApi(t.app, checkCertificate, { params: { number: learner } }))
    expect(check.status).toBe('expired')
    expect((await webCheck(learner)).body).toContain('已过期 Expired')
  })
})

describe('my certificates', () => {
  it('needs a signed-in user', async () => {
    expect((await callApiRaw(t.app, listMyCertificates, { query: {} })).statusCode).toBe(401)
  })
})
