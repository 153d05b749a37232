// Pull-to-refresh as a state machine (product rules §4). The H5 component feeds it touch distances and timer ticks;
// the rules live here so they can be tested without touch events.
//
//   idle ──move──▶ pulling ⇄ reached          (offset crosses threshold either way while the finger is down)
//   pulling ──release──▶ aborting ──settled──▶ idle        (let go too early: spring back, no refresh)
//   reached ──release──▶ refreshing ──stop──▶ restoring ──settled (≤ RESTORE_MS)──▶ idle

export type PullState = 'idle' | 'pulling' | 'reached' | 'aborting' | 'refreshing' | 'restoring'

export interface PullConfig {
  /** Offset (px) the content must be pulled to before releasing starts a refresh. From page config. */
  threshold: number
  /** Offset (px) the content rests at while refreshing: the indicator's height. From page config. */
  height: number
  /** The furthest the content follows the finger, so a long drag does not pull the page off screen. */
  max: number
}

/** Product rules §4 leaves the numbers to page config; these match Taro's own H5 pull-down refresh. */
export const DEFAULT_PULL_CONFIG: PullConfig = { threshold: 50, height: 50, max: 200 }

/** Product rules §4: the restore after a refresh takes about 350 ms or less; the abort spring-back uses the same. */
export const RESTORE_MS = 350

/** The content moves half as far as the finger: the usual rubber-band feel, and it makes the threshold deliberate. */
export const PULL_RESISTANCE = 0.5

export interface PullModel {
  state: PullState
  /** How far (px) the content is shown pulled down. */
  offset: number
}

export type PullEvent =
  /** The finger is `distance` px below where it touched down (negative when above). */
  | { type: 'move'; distance: number }
  | { type: 'release' }
  /** The refresh finished (its promise settled). */
  | { type: 'stop' }
  /** The abort or restore animation finished. */
  | { type: 'settled' }

export const IDLE: PullModel = { state: 'idle', offset: 0 }

/** Whether the finger is currently steering the content. */
export function isDragging(state: PullState): boolean {
  return state === 'pulling' || state === 'reached'
}

function follow(distance: number, config: PullConfig): PullModel {
  const offset = Math.min(Math.max(distance, 0) * PULL_RESISTANCE, config.max)
  if (offset <= 0) return IDLE
  return { state: offset >= config.threshold ? 'reached' : 'pulling', offset }
}

/** The next model for an event. Events that do not apply in the current state leave it unchanged. */
export function pullReducer(model: PullModel, event: PullEvent, config: PullConfig = DEFAULT_PULL_CONFIG): PullModel {
  switch (event.type) {
    case 'move':
      // A refresh or an animation in progress ignores new drags so it cannot be interrupted half-way.
      return model.state === 'idle' || isDragging(model.state) ? follow(event.distance, config) : model
    case 'release':
      if (model.state === 'reached') return { state: 'refreshing', offset: config.height }
      if (model.state === 'pulling') return { state: 'aborting', offset: 0 }
      return model
    case 'stop':
      return model.state === 'refreshing' ? { state: 'restoring', offset: 0 } : model
    case 'settled':
      return model.state === 'aborting' || model.state === 'restoring' ? IDLE : model
  }
}

/** How long the transition into `state` animates, so the view knows when to send 'settled'. */
export function transitionMs(state: PullState): number {
  return state === 'aborting' || state === 'restoring' || state === 'refreshing' ? RESTORE_MS : 0
}
