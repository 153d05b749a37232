// Exam registration and judging: a paid exam order registers the buyer (pending review), review and admit cards
// move it on, the assigned judge scores once (then locked), a pass issues exactly one certificate (also when two
// judges submit at once), and nobody reads another learner's registrations or certificates.
import { eq } from 'drizzle-orm'
import { correctScore } from '@contract/certification/admin-endpoints'
import {
  getJudgeAssignment, getJudgeScoring, getMyRegistration, listJudgeAssignments, listMyCertificates, listMyRegistrations,
  submitJudgeScore
} from '@contract/certification/endpoints'
import { auditLog, certificates } from '../../../server/src/db/schema'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { startShop, type Api } from '../helpers/commerce/shop'
import { callApi, callApiRaw } from '../helpers/contract'
import type { TestApp } from '../helpers/test-app'
import { addJudge, approveAndSendCards, examSitting, register, scoresOf } from './fixtures'

const clock = testClock(Date.now())
let t: TestApp
let api: Api
let admin: { id: number; token: string }
beforeAll(async () => {
  ;({ t, api, admin } = await startShop(clock.now))
})
afterAll(() => t.close())

const judgePhone = (n: number) => `1370000${String(n).padStart(4, '0')}`

describe('registration', () => {
  it('registers a paid exam order pending review, and shows the admit card once sent', async () => {
    const me = await t.createUser({ name: '考生甲' })
    const { goods } = await examSitting(t, admin)
    const id = await register(t, api, me.token, goods)
    const pending = expectOk(await callApi(t.app, getMyRegistration, { params: { id }, token: me.token }))
    expect(pending).toMatchObject({ status: 'pending_review', admitCard: null, result: { total: 100, passMark: 60, score: null } })
    expect(pending.sitting).toMatchObject({ city: '上海', venueName: '考点', durationMinutes: 120 })

    await approveAndSendCards(t, admin, id, goods.examSessionId!)
    const sent = expectOk(await callApi(t.app, getMyRegistration, { params: { id }, token: me.token }))
    expect(sent.status).toBe('admit_card_sent')
    expect(sent.admitCard).toMatchObject({ holderName: '考生甲', seatNo: '001', venueAddress: '某路1号' })
  })

  it('answers the exam\'s name and venue in Traditional to a 繁體 reader, and the holder\'s name as written', async () => {
    const me = await t.createUser({ name: '张学员' })
    const { goods } = await examSitting(t, admin)
    const id = await register(t, api, me.token, goods)
    await approveAndSendCards(t, admin, id, goods.examSessionId!)
    const hant = { token: me.token, headers: { 'x-locale': 'zh-Hant' } }
    const detail = expectOk<any>(await callApiRaw(t.app, getMyRegistration, { params: { id }, ...hant }))
    expect(detail.goodsTitle).toBe('私人教練職業資格考試')
    expect(detail.sitting).toMatchObject({ venueName: '考點', venueAddress: '某路1號' })
    expect(detail.admitCard).toMatchObject({ holderName: '张学员', venueName: '考點', venueAddress: '某路1號' })
    const list = expectOk<any>(await callApiRaw(t.app, listMyRegistrations, { query: {}, ...hant }))
    expect(list.list[0].goodsTitle).toBe('私人教練職業資格考試')
    const simplified = expectOk(await callApi(t.app, getMyRegistration, { params: { id }, token: me.token }))
    expect(simplified.goodsTitle).toBe('私人教练职业资格考试')
  })

  it('answers not found for another learner\'s registration and lists only my own', async () => {
    const owner = await t.createUser()
    const other = await t.createUser()
    const { goods } = await examSitting(t, admin)
    const id = await register(t, api, owner.token, goods)
    expectRefusal(await callApi(t.app, getMyRegistration, { params: { id }, token: other.token }), 'REGISTRATION_NOT_FOUND')
    const page = expectOk(await callApi(t.app, listMyRegistrations, { query: {}, token: other.token }))
    expect(page.list).toEqual([])
  })
})

describe('judging', () => {
  it('lets the assigned judge score once, refuses a second submit, a non-judge and a judge of another sitting', async () => {
    const learner = await t.createUser({ name: '考生乙' })
    const judge = await t.createUser({ roles: ['judge'], phone: judgePhone(1) })
    const stranger = await t.createUser({ roles: ['judge'], phone: judgePhone(2) })
    const { goods, setup } = await examSitting(t, admin)
    const id = await register(t, api, learner.token, goods)
    await approveAndSendCards(t, admin, id, goods.examSessionId!)
    await addJudge(t, admin, goods.examSessionId!, judgePhone(1))

    const assignments = expectOk(await callApi(t.app, listJudgeAssignments, { query: {}, token: judge.token }))
    const assignment = assignments.list.find((a) => a.sitting.sessionId === goods.examSessionId)!
    const detail = expectOk(await callApi(t.app, getJudgeAssignment, { params: { id: assignment.id }, token: judge.token }))
    expect(detail.candidates.map((c) => c.registrationId)).toEqual([id])
    const form = expectOk(await callApi(t.app, getJudgeScoring, { params: { id }, token: judge.token }))
    expect(form.rubric.map((r) => r.maxScore)).toEqual([60, 40])

    expectRefusal(await callApi(t.app, submitJudgeScore, { params: { id }, body: scoresOf(setup, 61, 0), token: judge.token }), 'SCORE_INVALID')
    expectRefusal(await callApi(t.app, submitJudgeScore, { params: { id }, body: scoresOf(setup, 50, 30), token: stranger.token }), 'REGISTRATION_NOT_FOUND')
    const denied = await callApiRaw(t.app, submitJudgeScore, { params: { id }, body: scoresOf(setup, 50, 30), token: learner.token })
    expect(denied.statusCode).toBe(403)

    const done = expectOk(await callApi(t.app, submitJudgeScore, { params: { id }, body: scoresOf(setup, 50, 30), token: judge.token }))
    expect(done.submitted).toMatchObject({ total: 80 })
    expectRefusal(await callApi(t.app, submitJudgeScore, { params: { id }, body: scoresOf(setup, 60, 40), token: judge.token }), 'SCORE_LOCKED')

    const mine = expectOk(await callApi(t.app, getMyRegistration, { params: { id }, token: learner.token }))
    expect(mine).toMatchObject({ status: 'passed', result: { score: 80, practicalScore: 80, passRate: 100 } })
    expect(mine.certificateNumber).toMatch(/^LD\d{17}$/)
    const certs = expectOk(await callApi(t.app, listMyCertificates, { query: {}, token: learner.token }))
    expect(certs.list).toEqual([expect.objectContaining({ number: mine.certificateNumber, hours: 120, score: 80, status: 'valid', holderName: '考生乙' })])
    const others = expectOk(await callApi(t.app, listMyCertificates, { query: {}, token: stranger.token }))
    expect(others.list).toEqual([])
  })

  it('issues one certificate when two judges submit at once; a fail issues none', async () => {
    const learner = await t.createUser()
    const failing = await t.createUser()
    const judges = [await t.createUser({ roles: ['judge'], phone: judgePhone(3) }), await t.createUser({ roles: ['judge'], phone: judgePhone(4) })]
    const { goods, setup } = await examSitting(t, admin)
    const id = await register(t, api, learner.token, goods)
    const failId = await register(t, api, failing.token, goods)
    await approveAndSendCards(t, admin, id, goods.examSessionId!)
    await approveAndSendCards(t, admin, failId, goods.examSessionId!)
    for (const n of [3, 4]) await addJudge(t, admin, goods.examSessionId!, judgePhone(n))

    const answers = await Promise.all(judges.flatMap((j) => [1, 2, 3].map(() =>
      callApi(t.app, submitJudgeScore, { params: { id }, body: scoresOf(setup, 55, 35), token: j.token }))))
    expect(answers.filter((a) => a.status === 1)).toHaveLength(1)
    for (const a of answers.filter((x) => x.status === 0)) expect(a.code).toBe('SCORE_LOCKED')
    expect(await t.db.select().from(certificates).where(eq(certificates.registrationId, id))).toHaveLength(1)

    expectOk(await callApi(t.app, submitJudgeScore, { params: { id: failId }, body: scoresOf(setup, 20, 10), token: judges[0]!.token }))
    const failed = expectOk(await callApi(t.app, getMyRegistration, { params: { id: failId }, token: failing.token }))
    expect(failed).toMatchObject({ status: 'failed', certificateNumber: null, result: { score: 30, passRate: 50 } })
  })

  it('corrects a submitted score in the back office with an audit entry, and the result follows', async () => {
    const learner = await t.createUser()
    const judge = await t.createUser({ roles: ['judge'], phone: judgePhone(5) })
    const { goods, setup } = await examSitting(t, admin)
    const id = await register(t, api, learner.token, goods)
    await approveAndSendCards(t, admin, id, goods.examSessionId!)
    await addJudge(t, admin, goods.examSessionId!, judgePhone(5))
    expectOk(await callApi(t.app, submitJudgeScore, { params: { id }, body: scoresOf(setup, 30, 20), token: judge.token }))

    const fixed = expectOk(await callApi(t.app, correctScore, {
      params: { id }, body: { ...scoresOf(setup, 40, 30), reason: '复核后加分' }, token: admin.token
    }))
    expect(fixed).toMatchObject({ status: 'passed', result: { score: 70 } })
    expect(fixed.certificateNumber).toMatch(/^LD/)
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'examScore.correct'))
    expect(entry?.summary).toContain('复核后加分')
    expect(entry).toMatchObject({ summaryCode: 'examScore.correct', summaryParams: { id, from: 50, to: 70, reason: '复核后加分' } })
  })
})
