// Another user's plans, sessions and logs, and another trainer's clients, answer exactly like something that does
// not exist; a client sees only what their trainer shares; trainer endpoints need the trainer role.
import { randomUUID } from 'node:crypto'
import * as api from '@contract/training/endpoints'
import * as tr from '@contract/training/trainer-endpoints'
import { seedDemoTraining } from '../../../server/seed'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal } from '../helpers/api'
import { callApi, callApiRaw } from '../helpers/contract'

let t: TestApp
type Who = { id: number; token: string }
let owner: Who, stranger: Who, trainer: Who, otherTrainer: Who, client: Who
let planId: number, dayId: number, moduleId: number, itemId: number, sessionId: number, weekId: number
beforeAll(async () => {
  t = await createTestApp()
  await seedDemoTraining(t.db)
  ;[owner, stranger, client] = await Promise.all([t.createUser(), t.createUser(), t.createUser()])
  ;[trainer, otherTrainer] = await Promise.all([t.createUser({ roles: ['trainer'] }), t.createUser({ roles: ['trainer'] })])
  const moves = expectOk(await callApi(t.app, api.listMoves, { query: { muscle: 'chest', size: 5 }, token: owner.token }))
  let plan = expectOk(await callApi(t.app, api.createPlan, { body: { name: '我的计划', weeks: 1, daysPerWeek: 3 }, token: owner.token }))
  weekId = plan.schedule[0].id
  dayId = plan.schedule[0].days.find((d) => !d.restDay)!.id
  plan = expectOk(await callApi(t.app, api.addPlanModule, { params: { id: dayId }, body: { kind: 'main' }, token: owner.token }))
  moduleId = plan.schedule[0].days.find((d) => d.id === dayId)!.modules[0].id
  plan = expectOk(await callApi(t.app, api.addPlanItems, { params: { id: moduleId }, body: { moveIds: [moves.list[0].id] }, token: owner.token }))
  planId = plan.id
  itemId = plan.schedule[0].days.find((d) => d.id === dayId)!.modules[0].items[0].id
  sessionId = expectOk(await callApi(t.app, api.startSession, { body: { clientId: randomUUID(), planDayId: dayId }, token: owner.token })).id
})
afterAll(() => t.close())

describe("another user's plans and logs are not found", () => {
  const notFound = (res: Parameters<typeof expectRefusal>[0]) => expectRefusal(res, 'NOT_FOUND')

  it('answers a plan of someone else exactly like a plan that does not exist', async () => {
    const theirs = await callApi(t.app, api.getPlan, { params: { id: planId }, token: stranger.token })
    const none = await callApi(t.app, api.getPlan, { params: { id: 999999 }, token: stranger.token })
    expect(theirs).toEqual(none)
    notFound(theirs)
  })

  it('refuses every edit of it, and changes nothing', async () => {
    const tok = stranger.token
    notFound(await callApi(t.app, api.updatePlan, { params: { id: planId }, body: { name: '改掉' }, token: tok }))
    notFound(await callApi(t.app, api.deletePlan, { params: { id: planId }, token: tok }))
    notFound(await callApi(t.app, api.copyPlan, { params: { id: planId }, token: tok }))
    notFound(await callApi(t.app, api.addPlanWeek, { params: { id: planId }, body: {}, token: tok }))
    notFound(await callApi(t.app, api.deletePlanWeek, { params: { id: weekId }, token: tok }))
    notFound(await callApi(t.app, api.updatePlanDay, { params: { id: dayId }, body: { name: 'x', restDay: true }, token: tok }))
    notFound(await callApi(t.app, api.addPlanModule, { params: { id: dayId }, body: { kind: 'main' }, token: tok }))
    notFound(await callApi(t.app, api.deletePlanModule, { params: { id: moduleId }, token: tok }))
    notFound(await callApi(t.app, api.updatePlanItem, { params: { id: itemId }, body: { sets: [{ reps: 1 }] }, token: tok }))
    notFound(await callApi(t.app, api.reorderPlanDay, { params: { id: dayId }, body: { modules: [] }, token: tok }))
    notFound(await callApi(t.app, api.getPlanProgression, { params: { id: planId }, token: tok }))
    notFound(await callApi(t.app, api.sharePlan, { params: { id: planId }, token: tok }))
    const mine = expectOk(await callApi(t.app, api.getPlan, { params: { id: planId }, token: owner.token }))
    expect(mine.name).toBe('我的计划')
    expect(mine.schedule).toHaveLength(1)
    expect(mine.schedule[0].days.find((d) => d.id === dayId)!.modules[0].items[0].sets).toHaveLength(3)
  })

  it('does not start a session from their plan day, nor show their sessions or list their plans', async () => {
    notFound(await callApi(t.app, api.startSession, { body: { clientId: randomUUID(), planDayId: dayId }, token: stranger.token }))
    notFound(await callApi(t.app, api.getSession, { params: { id: sessionId }, token: stranger.token }))
    notFound(await callApi(t.app, api.swapSessionMove, { params: { id: sessionId }, body: { fromMoveId: 1, toMoveId: 2 }, token: stranger.token }))
    notFound(await callApi(t.app, api.finishSession, { params: { id: sessionId }, body: {}, token: stranger.token }))
    expect(expectOk(await callApi(t.app, api.listPlans, { query: {}, token: stranger.token })).total).toBe(0)
    expect(expectOk(await callApi(t.app, api.listSessions, { query: {}, token: stranger.token })).total).toBe(0)
  })
})

describe('a trainer sees only their own clients', () => {
  it('trainer endpoints refuse a learner (403)', async () => {
    const res = await callApiRaw(t.app, tr.listClients, { query: {}, token: client.token })
    expect(res.statusCode).toBe(403)
  })

  it("another trainer's client is not found, and cannot be taken over", async () => {
    const clientPhone = await phoneOf(client.id)
    expectOk(await callApi(t.app, tr.addClient, { body: { phone: clientPhone }, token: trainer.token }))
    expectRefusal(await callApi(t.app, tr.addClient, { body: { phone: clientPhone }, token: otherTrainer.token }), 'CLIENT_HAS_TRAINER')
    const tok = otherTrainer.token
    expectRefusal(await callApi(t.app, tr.getClient, { params: { id: client.id }, token: tok }), 'NOT_FOUND')
    expectRefusal(await callApi(t.app, tr.listClientLogDays, { params: { id: client.id }, query: {}, token: tok }), 'NOT_FOUND')
    expectRefusal(await callApi(t.app, tr.listClientSessions, { params: { id: client.id }, query: {}, token: tok }), 'NOT_FOUND')
    expectRefusal(await callApi(t.app, tr.getClientAdherence, { params: { id: client.id }, query: {}, token: tok }), 'NOT_FOUND')
    expectRefusal(await callApi(t.app, tr.updateClientProfile, { params: { id: client.id }, body: { goals: ['x'] }, token: tok }), 'NOT_FOUND')
    expectRefusal(await callApi(t.app, tr.removeClient, { params: { id: client.id }, token: tok }), 'NOT_FOUND')
    expect(expectOk(await callApi(t.app, tr.listClients, { query: {}, token: tok })).total).toBe(0)
    expect(expectOk(await callApi(t.app, tr.listClients, { query: {}, token: trainer.token })).list.map((c) => c.id)).toEqual([client.id])
  })

  it("a trainer cannot see a stranger's sessions, nor assign a plan to someone not their client", async () => {
    expectRefusal(await callApi(t.app, tr.getClientSession, { params: { clientId: owner.id, id: sessionId }, token: trainer.token }), 'NOT_FOUND')
    const template = expectOk(await callApi(t.app, api.createPlan, { body: { name: '模板', isTemplate: true }, token: trainer.token }))
    expectRefusal(await callApi(t.app, tr.assignPlan, { params: { id: template.id }, body: { clientIds: [owner.id] }, token: trainer.token }), 'NOT_FOUND')
    expectRefusal(await callApi(t.app, tr.assignPlan, { params: { id: planId }, body: { clientIds: [client.id] }, token: trainer.token }), 'NOT_FOUND')
  })

  it('the client sees the trainer, the profile and the plans the trainer assigned, nothing else of the trainer', async () => {
    const template = expectOk(await callApi(t.app, api.createPlan, { body: { name: '给学员的计划', isTemplate: true }, token: trainer.token }))
    expectOk(await callApi(t.app, api.createPlan, { body: { name: '私教自己的计划' }, token: trainer.token }))
    const { assigned } = expectOk(await callApi(t.app, tr.assignPlan, { params: { id: template.id }, body: { clientIds: [client.id] }, token: trainer.token }))
    expectOk(await callApi(t.app, tr.updateClientProfile, { params: { id: client.id }, body: { goals: ['增肌'], injuries: ['knee'] }, token: trainer.token }))
    const view = expectOk(await callApi(t.app, api.getCoach, { token: client.token }))
    expect(view.trainer?.id).toBe(trainer.id)
    expect(view.profile).toMatchObject({ goals: ['增肌'], injuries: ['knee'] })
    expect(view.plans.map((p) => p.name)).toEqual(['给学员的计划'])
    expect(view.plans[0]).toMatchObject({ id: assigned[0].planId, assignedBy: { id: trainer.id } })
    expectRefusal(await callApi(t.app, api.getPlan, { params: { id: template.id }, token: client.token }), 'NOT_FOUND')
    expect(expectOk(await callApi(t.app, api.getCoach, { token: stranger.token })).trainer).toBeNull()
  })
})

async function phoneOf(userId: number): Promise<string> {
  const { users } = await import('../../../server/src/db/schema')
  const { eq } = await import('drizzle-orm')
  const [row] = await t.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
  return row.phone
}
