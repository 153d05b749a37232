// Editing a plan's tree (weeks, days, modules, moves with targets), reordering a day, and the logs read back: by
// day, volume per muscle per week, CSV.
import { randomUUID } from 'node:crypto'
import * as api from '@contract/training/endpoints'
import { seedDemoTraining } from '../../../server/seed'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal, testClock } from '../helpers/api'
import { callApi } from '../helpers/contract'

const clock = testClock(Date.parse('2026-03-04T04:00:00Z'))
let t: TestApp
let token: string
let ids: Record<string, number>
beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now })
  await seedDemoTraining(t.db, clock.now())
  token = (await t.createUser()).token
  const list = expectOk(await callApi(t.app, api.listMoves, { query: { size: 50, tool: 'dumbbell' }, token }))
  ids = Object.fromEntries(list.list.map((m) => [m.name, m.id]))
})
afterAll(() => t.close())

describe('a plan tree', () => {
  it('adds weeks, modules and moves with default targets, edits and reorders them', async () => {
    let plan = expectOk(await callApi(t.app, api.createPlan, { body: { name: '哑铃计划', weeks: 1, daysPerWeek: 2 }, token }))
    expect(plan.schedule[0].days.filter((d) => !d.restDay).map((d) => d.dayNo)).toEqual([1, 4])
    const day = plan.schedule[0].days[0]
    plan = expectOk(await callApi(t.app, api.addPlanModule, { params: { id: day.id }, body: { kind: 'warmup' }, token }))
    plan = expectOk(await callApi(t.app, api.addPlanModule, { params: { id: day.id }, body: { kind: 'superset', rounds: 3 }, token }))
    const [warm, superset] = plan.schedule[0].days[0].modules
    plan = expectOk(await callApi(t.app, api.addPlanItems, { params: { id: superset.id }, body: { moveIds: [ids['哑铃卧推'], ids['单臂哑铃划船']] }, token }))
    let items = plan.schedule[0].days[0].modules[1].items
    expect(items.map((i) => i.move.name)).toEqual(['哑铃卧推', '单臂哑铃划船'])
    expect(items[0].sets).toHaveLength(3)
    expect(items[0].progression.kind).toBe('add_load')
    plan = expectOk(await callApi(t.app, api.updatePlanItem, { params: { id: items[0].id }, body: { sets: [{ reps: 8, load: 20 }, { reps: 8, load: 20 }], note: '慢放' }, token }))
    items = plan.schedule[0].days[0].modules[1].items
    expect(items[0]).toMatchObject({ note: '慢放', sets: [expect.objectContaining({ reps: 8, load: 20, restSec: 90 }), expect.anything()] })
    expect(plan.schedule[0].days[0].estimatedMinutes).toBeGreaterThan(0)
    // Superset last, its rowing move moved into the warm-up.
    plan = expectOk(await callApi(t.app, api.reorderPlanDay, { params: { id: day.id }, body: { modules: [{ id: superset.id, itemIds: [items[0].id] }, { id: warm.id, itemIds: [items[1].id] }] }, token }))
    expect(plan.schedule[0].days[0].modules.map((m) => [m.kind, m.items.map((i) => i.move.name)])).toEqual([['superset', ['哑铃卧推']], ['warmup', ['单臂哑铃划船']]])
    expectRefusal(await callApi(t.app, api.reorderPlanDay, { params: { id: day.id }, body: { modules: [{ id: superset.id, itemIds: [items[0].id] }] }, token }), 'PLAN_ORDER_MISMATCH')
    plan = expectOk(await callApi(t.app, api.addPlanWeek, { params: { id: plan.id }, body: { copyFromWeekId: plan.schedule[0].id }, token }))
    expect(plan.schedule.map((w) => w.weekNo)).toEqual([1, 2])
    expect(plan.schedule[1].days[0].modules.map((m) => m.items.length)).toEqual([1, 1])
    plan = expectOk(await callApi(t.app, api.deletePlanWeek, { params: { id: plan.schedule[0].id }, token }))
    expect(plan.schedule.map((w) => w.weekNo)).toEqual([1])
    const copy = expectOk(await callApi(t.app, api.copyPlan, { params: { id: plan.id }, token }))
    expect(copy.name).toBe('哑铃计划（副本）')
    expect(copy.schedule[0].days[0].modules[0].items[0].move.name).toBe('哑铃卧推')
  })
})

describe('logs', () => {
  it('reads back by day, volume per muscle per week, and as CSV', async () => {
    const sessionClientId = randomUUID()
    const at = (h: number) => new Date(clock.now().getTime() - h * 3600_000).toISOString()
    expectOk(await callApi(t.app, api.syncSets, {
      body: {
        sessions: [{ clientId: sessionClientId, startedAt: at(2), finishedAt: at(1) }],
        sets: [
          { clientId: randomUUID(), sessionClientId, moveId: ids['哑铃卧推'], setNo: 0, reps: 10, loadKg: 20, loggedAt: at(1.9) },
          { clientId: randomUUID(), sessionClientId, moveId: ids['哑铃卧推'], setNo: 1, reps: 8, loadKg: 22.5, loggedAt: at(1.8) },
          { clientId: randomUUID(), sessionClientId, moveId: ids['单臂哑铃划船'], setNo: 2, reps: 10, loadKg: 24, loggedAt: at(1.7) }
        ]
      }, token
    }))
    const days = expectOk(await callApi(t.app, api.listLogDays, { query: {}, token }))
    expect(days).toHaveLength(1)
    expect(days[0]).toMatchObject({ date: '2026-03-04', sets: 3, volumeKg: 200 + 180 + 240, durationSec: 3600 })
    expect(days[0].muscles.sort()).toEqual(['back', 'chest'])
    const volume = expectOk(await callApi(t.app, api.listMuscleVolume, { query: { weeks: 2 }, token }))
    expect(volume.filter((v) => v.weekStart === '2026-03-02').map((v) => [v.muscle, v.sets, v.volumeKg]).sort()).toEqual([['back', 1, 240], ['chest', 2, 380]])
    const csv = expectOk(await callApi(t.app, api.exportLogs, { token }))
    expect(csv.filename).toBe('training-2026-03-04.csv')
    const lines = csv.csv.replace(/^\uFEFF/, '').trim().split('\n')
    expect(lines).toHaveLength(4)
    expect(lines[1]).toContain('哑铃卧推')
    expect(lines[1].split(',').at(-1)).toBe('26.7')
  })
})
