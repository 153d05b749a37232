// The 10-point planner (spec §9): exactly 10 integer points or a clear refusal; the proposed week respects days per
// week, session length, tools at hand and injuries; the same input proposes the same week; saving makes a plan.
import { proposePlan, savePlannerPlan, getPlan } from '@contract/training/endpoints'
import type { PlannerInput } from '@contract/training/schemas'
import type { PlannerProposal } from '@contract/training/shapes'
import { seedDemoTraining } from '../../../server/seed'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { expectOk, expectRefusal } from '../helpers/api'
import { callApi } from '../helpers/contract'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp()
  await seedDemoTraining(t.db)
  token = (await t.createUser()).token
})
afterAll(() => t.close())

const base: PlannerInput = { points: { strength: 4, hypertrophy: 4, mobility: 2 }, daysPerWeek: 3, sessionMinutes: 60, tools: ['dumbbell', 'bench'], injuries: [] }
const propose = (body: PlannerInput) => callApi(t.app, proposePlan, { body, token })
const movesOf = (p: PlannerProposal) => p.week.days.flatMap((d) => d.modules.flatMap((m) => m.items.map((i) => i.move)))

describe('the planner refuses anything but exactly 10 points', () => {
  it.each([
    ['9 points', { strength: 5, hypertrophy: 4 }],
    ['11 points', { strength: 6, hypertrophy: 5 }],
    ['no points', {}],
    ['0 everywhere', { strength: 0, cardio: 0 }]
  ])('refuses %s with a message naming 10', async (_label, points) => {
    expectRefusal(await propose({ ...base, points }), 'VALIDATION', /10/)
  })

  it('refuses fractions, negatives and unknown channels', async () => {
    expectRefusal(await propose({ ...base, points: { strength: 9.5, hypertrophy: 0.5 } }), 'VALIDATION', /整数/)
    expectRefusal(await propose({ ...base, points: { strength: 12, hypertrophy: -2 } }), 'VALIDATION')
    expectRefusal(await propose({ ...base, points: { strength: 5, yoga: 5 } as never }), 'VALIDATION')
  })

  it('accepts 10 points in one channel or spread over all six', async () => {
    expectOk(await propose({ ...base, points: { strength: 10 } }))
    const all = expectOk(await propose({ ...base, points: { strength: 2, hypertrophy: 2, endurance: 2, power: 1, mobility: 1, cardio: 2 } }))
    expect(Object.values(all.points).reduce((a, b) => a + b, 0)).toBe(10)
  })
})

describe('the proposed week', () => {
  it('has as many training days as asked, the rest rest days', async () => {
    for (const daysPerWeek of [1, 3, 5]) {
      const p = expectOk(await propose({ ...base, daysPerWeek }))
      expect(p.week.days).toHaveLength(7)
      expect(p.week.days.filter((d) => !d.restDay)).toHaveLength(daysPerWeek)
      for (const d of p.week.days.filter((d) => !d.restDay)) expect(d.modules.some((m) => m.kind === 'main')).toBe(true)
    }
  })

  it('uses only tools at hand (bodyweight always) and leaves out moves for injured parts', async () => {
    const p = expectOk(await propose({ ...base, tools: [], injuries: ['knee', 'shoulder'] }))
    const moves = movesOf(p)
    expect(moves.length).toBeGreaterThan(0)
    for (const m of moves) {
      expect(m.tool).toBe('bodyweight')
      expect(m.joints).not.toContain('knee')
      expect(m.joints).not.toContain('shoulder')
    }
    expect(p.excludedForInjury).toBeGreaterThan(0)
  })

  it('fits the session length: a longer session gets at least as much work, each day within the time', async () => {
    const short = expectOk(await propose({ ...base, sessionMinutes: 30 }))
    const long = expectOk(await propose({ ...base, sessionMinutes: 90 }))
    const work = (p: PlannerProposal) => p.week.days.reduce((n, d) => n + d.estimatedMinutes, 0)
    expect(work(long)).toBeGreaterThan(work(short))
    for (const d of long.week.days) expect(d.estimatedMinutes).toBeLessThanOrEqual(90 + 10)
  })

  it('is deterministic: the same input proposes the same week', async () => {
    const a = expectOk(await propose(base))
    const b = expectOk(await propose(base))
    expect(movesOf(b).map((m) => m.id)).toEqual(movesOf(a).map((m) => m.id))
    expect(b).toEqual(a)
  })

  it('saves the proposal as a plan of the user, the week repeated', async () => {
    const p = expectOk(await propose(base))
    const plan = expectOk(await callApi(t.app, savePlannerPlan, { body: { ...base, weeks: 3 }, token }))
    expect(plan.source).toBe('planner')
    expect(plan.name).toBe(p.name)
    expect(plan.schedule).toHaveLength(3)
    expect(plan.schedule[2].days.flatMap((d) => d.modules.flatMap((m) => m.items.map((i) => i.move.id)))).toEqual(movesOf(p).map((m) => m.id))
    expect(expectOk(await callApi(t.app, getPlan, { params: { id: plan.id }, token })).id).toBe(plan.id)
  })
})
