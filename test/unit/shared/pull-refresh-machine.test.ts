import {
  DEFAULT_PULL_CONFIG, IDLE, PULL_RESISTANCE, RESTORE_MS, pullReducer, transitionMs,
  type PullConfig, type PullEvent, type PullModel
} from '@/shared/pull-refresh/pull-refresh-machine'

const config: PullConfig = { threshold: 60, height: 44, max: 120 }
const run = (events: PullEvent[], from: PullModel = IDLE) => events.reduce((m, e) => pullReducer(m, e, config), from)
// The content follows the finger at PULL_RESISTANCE, so a finger distance of d shows d * 0.5.
const move = (offset: number): PullEvent => ({ type: 'move', distance: offset / PULL_RESISTANCE })

describe('pull-to-refresh machine', () => {
  it('starts pulling when the finger moves down', () => {
    expect(run([move(20)])).toEqual({ state: 'pulling', offset: 20 })
  })

  it('is reached once the pull passes the threshold, and back to pulling below it', () => {
    expect(run([move(20), move(60)]).state).toBe('reached')
    expect(run([move(20), move(70), move(40)])).toEqual({ state: 'pulling', offset: 40 })
  })

  it('moves the content half as far as the finger and never beyond max', () => {
    expect(run([{ type: 'move', distance: 100 }]).offset).toBe(50)
    expect(run([{ type: 'move', distance: 1000 }]).offset).toBe(120)
  })

  it('goes back to idle when the finger returns above its start', () => {
    expect(run([move(30), { type: 'move', distance: -10 }])).toEqual(IDLE)
  })

  it('starts a refresh when released while reached, resting at the configured height', () => {
    expect(run([move(80), { type: 'release' }])).toEqual({ state: 'refreshing', offset: 44 })
  })

  it('aborts when released while only pulling, then settles to idle', () => {
    const aborted = run([move(30), { type: 'release' }])
    expect(aborted).toEqual({ state: 'aborting', offset: 0 })
    expect(run([{ type: 'settled' }], aborted)).toEqual(IDLE)
  })

  it('restores after the refresh stops, then settles to idle', () => {
    const restoring = run([move(80), { type: 'release' }, { type: 'stop' }])
    expect(restoring).toEqual({ state: 'restoring', offset: 0 })
    expect(run([{ type: 'settled' }], restoring)).toEqual(IDLE)
  })

  it('animates the restore in 350 ms or less', () => {
    expect(RESTORE_MS).toBeLessThanOrEqual(350)
    expect(transitionMs('restoring')).toBe(RESTORE_MS)
    expect(transitionMs('aborting')).toBe(RESTORE_MS)
    expect(transitionMs('pulling')).toBe(0)
  })

  it('ignores drags while refreshing, restoring or aborting', () => {
    const refreshing = run([move(80), { type: 'release' }])
    expect(run([move(100)], refreshing)).toBe(refreshing)
    const restoring = run([{ type: 'stop' }], refreshing)
    expect(run([move(100)], restoring)).toBe(restoring)
    const aborting = run([move(10), { type: 'release' }])
    expect(run([move(100)], aborting)).toBe(aborting)
  })

  it('ignores events that do not apply to the current state', () => {
    expect(run([{ type: 'release' }])).toBe(IDLE)
    expect(run([{ type: 'stop' }])).toBe(IDLE)
    expect(run([{ type: 'settled' }])).toBe(IDLE)
    const refreshing = run([move(80), { type: 'release' }])
    expect(run([{ type: 'settled' }], refreshing)).toBe(refreshing)
    expect(run([{ type: 'release' }], refreshing)).toBe(refreshing)
  })

  it('uses the default config when none is given', () => {
    const reached = pullReducer(IDLE, { type: 'move', distance: DEFAULT_PULL_CONFIG.threshold * 2 })
    expect(reached.state).toBe('reached')
    expect(pullReducer(reached, { type: 'release' })).toEqual({ state: 'refreshing', offset: DEFAULT_PULL_CONFIG.height })
  })
})
