// Progression and achievements computed on the server from the logs: add load after a successful session, hold
// after a failure, deload after two failures in a row; add reps; records by Epley e1RM; achievements with levels,
// a hidden one shown only once earned.
import { randomUUID } from 'node:crypto'
import * as api from '@contract/training/endpoints'
import type { PlanDetail } from '@contract/training/shapes'
import { seedDemoTraining } from '../../../server/seed'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { callApi } from '../helpers/contract'

const clock = testClock(Date.parse('2026-03-02T02:00:00Z'))
const HOUR = 3600_000
let t: TestApp
let token: string
let plan: PlanDetail
let dayId: number
let squatId: number, pushUpId: number, squatItem: number, pushUpItem: number
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  await seedDemoTraining(t.db, clock.now())
  token = (await t.createUser()).token
  const find = async (keyword: string) => expectOk(await callApi(t.app, api.listMoves, { query: { keyword }, token })).list.find((m) => m.name === keyword)!.id
  squatId = await find('杠铃深蹲')
  pushUpId = await find('标准俯卧撑')
  plan = expectOk(await callApi(t.app, api.createPlan, { body: { name: '力量周期', weeks: 1, daysPerWeek: 1 }, token }))
  dayId = plan.schedule[0].days.find((d) => !d.restDay)!.id
  plan = expectOk(await callApi(t.app, api.addPlanModule, { params: { id: dayId }, body: { kind: 'main', name: '主训练' }, token }))
  const moduleId = plan.schedule[0].days.find((d) => d.id === dayId)!.modules[0].id
  plan = expectOk(await callApi(t.app, api.addPlanItems, { params: { id: moduleId }, body: { moveIds: [squatId, pushUpId] }, token }))
  const items = plan.schedule[0].days.find((d) => d.id === dayId)!.modules[0].items
  squatItem = items[0].id
  pushUpItem = items[1].id
  const rule = { deloadAfterFailures: 2, deloadPercent: 10 }
  expectOk(await callApi(t.app, api.updatePlanItem, { params: { id: squatItem }, body: { sets: [1, 2, 3].map(() => ({ reps: 5, load: 60, restSec: 180 })), progression: { kind: 'add_load', loadStep: 2.5, ...rule } }, token }))
  expectOk(await callApi(t.app, api.updatePlanItem, { params: { id: pushUpItem }, body: { sets: [1, 2].map(() => ({ reps: 10 })), progression: { kind: 'add_reps', repsStep: 1, maxReps: 20, ...rule } }, token }))
})
afterAll(() => t.close())

const progression = async () => {
  const next = expectOk(await callApi(t.app, api.getPlanProgression, { params: { id: plan.id }, token }))
  return { squat: next.find((n) => n.itemId === squatItem)!, pushUp: next.find((n) => n.itemId === pushUpItem)! }
}

/** A session of the plan day at `hoursFromNow`, each target met with `squatReps` reps (pushUps at target), 61 minutes long. */
async function train(hoursFromNow: number, squatReps: (target: number) => number) {
  const startedAt = new Date(clock.now().getTime() + hoursFromNow * HOUR)
  const clientId = randomUUID()
  const session = expectOk(await callApi(t.app, api.startSession, { body: { clientId, planDayId: dayId, startedAt: startedAt.toISOString() }, token }))
  const targets = session.modules[0].items
  const squat = targets.find((i) => i.move.id === squatId)!.sets
  const push = targets.find((i) => i.move.id === pushUpId)!.sets
  let setNo = 0
  const at = () => new Date(startedAt.getTime() + ++setNo * 60_000).toISOString()
  const sets = [
    ...squat.map((s) => ({ clientId: randomUUID(), sessionClientId: clientId, moveId: squatId, setNo, reps: squatReps(s.reps!), loadKg: s.load, done: true, loggedAt: at() })),
    ...push.map((s) => ({ clientId: randomUUID(), sessionClientId: clientId, moveId: pushUpId, setNo, reps: s.reps, done: true, loggedAt: at() }))
  ]
  expectOk(await callApi(t.app, api.syncSets, { body: { sets }, token }))
  const finished = expectOk(await callApi(t.app, api.finishSession, { params: { id: session.id }, body: { finishedAt: new Date(startedAt.getTime() + 61 * 60_000).toISOString() }, token }))
  return { session, finished, squatTargets: squat, pushTargets: push }
}

describe('progression from the logs', () => {
  it('starts with the planned targets', async () => {
    const { squat, pushUp } = await progression()
    expect(squat.reason).toBe('first_time')
    expect(squat.sets.map((s) => s.load)).toEqual([60, 60, 60])
    expect(pushUp.sets.map((s) => s.reps)).toEqual([10, 10])
  })

  it('adds load and reps after a successful session, and the next session starts with them', async () => {
    const first = await train(-96, (target) => target)
    expect(first.squatTargets.map((s) => s.load)).toEqual([60, 60, 60])
    const { squat, pushUp } = await progression()
    expect(squat).toMatchObject({ reason: 'add_load' })
    expect(squat.sets.map((s) => s.load)).toEqual([62.5, 62.5, 62.5])
    expect(pushUp).toMatchObject({ reason: 'add_reps' })
    expect(pushUp.sets.map((s) => s.reps)).toEqual([11, 11])
    const second = await train(-72, (target) => target)
    expect(second.squatTargets.map((s) => s.load)).toEqual([62.5, 62.5, 62.5])
    expect(second.pushTargets.map((s) => s.reps)).toEqual([11, 11])
    // A heavier five: e1RM 62.5 × (1 + 5/30) = 72.9 beats 70.0; eleven push-ups beat ten: both records at the finish.
    expect(second.finished.records.map((r) => [r.moveName, r.e1rmKg ?? r.bestReps]).sort()).toEqual([['杠铃深蹲', 72.9], ['标准俯卧撑', 11]].sort())
    const detail = expectOk(await callApi(t.app, api.getSession, { params: { id: second.session.id }, token }))
    expect(detail.previous.find((p) => p.moveId === squatId)!.sets.map((s) => s.loadKg)).toEqual([60, 60, 60])
  })

  it('holds after one failed session and deloads by 10% after the second in a row', async () => {
    const third = await train(-48, () => 3)
    expect(third.squatTargets.map((s) => s.load)).toEqual([65, 65, 65])
    expect((await progression()).squat).toMatchObject({ reason: 'hold', sets: expect.arrayContaining([expect.objectContaining({ load: 65 })]) })
    await train(-24, () => 3)
    const { squat } = await progression()
    expect(squat.reason).toBe('deload')
    expect(squat.sets.map((s) => s.load)).toEqual([58.5, 58.5, 58.5])
  })

  it('lists records per move by Epley', async () => {
    const records = expectOk(await callApi(t.app, api.listRecords, { token }))
    const squat = records.find((r) => r.moveId === squatId)!
    expect(squat).toMatchObject({ e1rmKg: 72.9, bestLoadKg: 65, bestReps: 5 })
    const history = expectOk(await callApi(t.app, api.getMoveHistory, { params: { id: squatId }, token }))
    expect(history.points.map((p) => p.topLoadKg)).toEqual([60, 62.5, 65, 65])
  })
})

describe('achievements from the logs', () => {
  it('earned levels for sessions, volume, records and time, with progress', async () => {
    const board = expectOk(await callApi(t.app, api.listAchievements, { token }))
    const by = (code: string) => board.achievements.find((a) => a.code === code)!
    expect(by('sessions')).toMatchObject({ level: 1, progress: 4 })
    expect(by('sessions').levels[1]).toMatchObject({ threshold: 10, earnedAt: null })
    expect(by('volume').level).toBe(1)
    // Records broken after a move's first session: squat once (session 2), push-ups in sessions 2, 3 and 4.
    expect(by('records')).toMatchObject({ level: 1, progress: 4 })
    expect(by('minutes')).toMatchObject({ level: 1, progress: 4 * 61 })
    expect(by('streak').level).toBe(0)
  })

  it('keeps a hidden achievement out of sight until earned, then the finish announces it', async () => {
    const before = expectOk(await callApi(t.app, api.listAchievements, { token }))
    expect(before.achievements.map((a) => a.code)).not.toContain('early_bird')
    expect(before.hiddenLeft).toBeGreaterThan(0)
    expectRefusal(await callApi(t.app, api.getAchievement, { params: { code: 'early_bird' }, token }), 'NOT_FOUND')
    // 05:00 in China is 21:00 UTC the day before.
    const early = await train(-29, (target) => target)
    expect(early.finished.earned.map((a) => a.code)).toContain('early_bird')
    const after = expectOk(await callApi(t.app, api.listAchievements, { token }))
    expect(after.hiddenLeft).toBe(before.hiddenLeft - 1)
    expect(expectOk(await callApi(t.app, api.getAchievement, { params: { code: 'early_bird' }, token }))).toMatchObject({ hidden: true, level: 1 })
    const again = expectOk(await callApi(t.app, api.finishSession, { params: { id: early.session.id }, body: {}, token }))
    expect(again.earned).toEqual([])
  })
})
