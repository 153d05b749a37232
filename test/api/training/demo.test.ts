// The training demo (server/seed/training): the move library, programs, and the demo trainer with the demo learner
// as a client, seen through the API as each of them.
import { loginByPassword } from '@contract/identity/endpoints'
import * as api from '@contract/training/endpoints'
import * as tr from '@contract/training/trainer-endpoints'
import { DEMO_PASSWORD, DEMO_UNLOCK_CODE, SEED_MOVES, seedDemo } from '../../../server/seed'
import { installTrainingMedia } from '../../../server/seed/training'
import { getGoods } from '@contract/catalog/endpoints'
import { PROGRAM_GOODS_SLUG } from '../../../server/seed/training/programs'
import { SEED_GOODS } from '../../../server/seed'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { caller, expectOk } from '../helpers/api'
import { callApi } from '../helpers/contract'
import { placeOrder, sandboxPay } from '../helpers/commerce/shop'

let t: TestApp
let trainer: string
let learner: string
beforeAll(async () => {
  t = await createTestApp()
  await seedDemo(t.db)
  await installTrainingMedia(t.storage)
  const login = async (phone: string) => expectOk(await callApi(t.app, loginByPassword, { body: { phone, password: DEMO_PASSWORD } })).token
  trainer = await login('13800000008')
  learner = await login('13800000001')
}, 120_000) // the whole demo seed (accounts, catalog, content, training) takes a while on a busy machine
afterAll(() => t.close())

describe('the training demo', () => {
  it('has at least 120 moves over every muscle group, each with cues, a picture and most with progressions', async () => {
    expect(SEED_MOVES.length).toBeGreaterThanOrEqual(120)
    expect(new Set(SEED_MOVES.map((m) => m.name)).size).toBe(SEED_MOVES.length)
    const list = expectOk(await callApi(t.app, api.listMoves, { query: { size: 50 }, token: learner }))
    expect(list.total).toBeGreaterThanOrEqual(120)
    const muscles = expectOk(await callApi(t.app, api.listMuscleCounts, { token: learner }))
    expect(muscles.length).toBeGreaterThanOrEqual(15)
    const squat = list.list.find((m) => m.name === '高脚杯深蹲') ?? expectOk(await callApi(t.app, api.listMoves, { query: { keyword: '高脚杯深蹲' }, token: learner })).list[0]
    const detail = expectOk(await callApi(t.app, api.getMove, { params: { id: squat.id }, token: learner }))
    expect(detail.cues.length).toBeGreaterThanOrEqual(3)
    expect(detail.media[0].url).toMatch(/^\/uploads\/.+\.svg$/)
    // Served as a picture: as anything else (octet-stream with nosniff) the app would show a broken image.
    const picture = await t.app.inject({ method: 'GET', url: detail.media[0].url })
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toBe('image/svg+xml')
    expect(detail.progressions.map((m) => m.name)).toContain('杠铃深蹲')
    expect(detail.regressions.map((m) => m.name)).toContain('徒手深蹲')
  })

  it('shows the trainer their client, the template and the client\'s logs', async () => {
    const clients = expectOk(await callApi(t.app, tr.listClients, { query: {}, token: trainer }))
    expect(clients.list.map((c) => c.nickname)).toEqual(['演示学员'])
    const client = expectOk(await callApi(t.app, tr.getClient, { params: { id: clients.list[0].id }, token: trainer }))
    expect(client.profile.goals.length).toBeGreaterThan(0)
    expect(client.plans.map((p) => p.name)).toEqual(['训练营基础计划'])
    expect(client.upcoming).toHaveLength(1)
    const days = expectOk(await callApi(t.app, tr.listClientLogDays, { params: { id: client.id }, query: {}, token: trainer }))
    expect(days.length).toBeGreaterThanOrEqual(5)
    const templates = expectOk(await callApi(t.app, api.listPlans, { query: { templates: 'true' }, token: trainer }))
    expect(templates.list.map((p) => p.name)).toEqual(['训练营基础计划'])
  })

  it('shows the learner the trainer, the assigned plan, logs, records and an earned achievement', async () => {
    const coach = expectOk(await callApi(t.app, api.getCoach, { token: learner }))
    expect(coach.trainer?.nickname).toBe('演示私教')
    expect(coach.open.length).toBeGreaterThan(0)
    const plans = expectOk(await callApi(t.app, api.listPlans, { query: {}, token: learner }))
    expect(plans.list[0]).toMatchObject({ source: 'trainer', assignedBy: { nickname: '演示私教' } })
    expect(expectOk(await callApi(t.app, api.listRecords, { token: learner })).length).toBeGreaterThan(0)
    const board = expectOk(await callApi(t.app, api.listAchievements, { token: learner }))
    expect(board.achievements.filter((a) => a.level > 0).length).toBeGreaterThan(0)
    expect(expectOk(await callApi(t.app, api.listSessions, { query: {}, token: learner })).total).toBe(6)
  })

  it('has programs, one unlocked by the demo code', async () => {
    const programs = expectOk(await callApi(t.app, api.listPrograms, { query: {}, token: learner }))
    expect(programs.list.map((p) => p.access).sort()).toEqual(['code', 'free', 'purchase'])
    const unlocked = expectOk(await callApi(t.app, api.unlockProgram, { body: { code: DEMO_UNLOCK_CODE }, token: learner }))
    expect(unlocked.unlocked).toBe(true)
  })

  it('sells the purchase program as a demo goods at the same price: buying that goods unlocks it', async () => {
    const programs = expectOk(await callApi(t.app, api.listPrograms, { query: {}, token: learner })).list
    const sold = programs.find((p) => p.access === 'purchase')!
    expect(sold.goodsId).not.toBeNull()
    const goods = expectOk(await callApi(t.app, getGoods, { params: { id: sold.goodsId! } }))
    expect(goods.title).toBe(SEED_GOODS.find((g) => g.slug === PROGRAM_GOODS_SLUG)!.title)
    expect(goods.priceFen).toBe(sold.priceFen)
    const buyer = await t.createUser()
    expect(expectOk(await callApi(t.app, api.getProgram, { params: { id: sold.id }, token: buyer.token })).unlocked).toBe(false)
    const order = await placeOrder(caller(t), buyer.token, { id: goods.id, agreementIds: goods.agreements.map((a) => a.id) })
    await sandboxPay(caller(t), buyer.token, order.id)
    expect(expectOk(await callApi(t.app, api.getProgram, { params: { id: sold.id }, token: buyer.token })).unlocked).toBe(true)
  })
})
