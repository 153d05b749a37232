// The order a session's sets are done in. Moves of a straight module are done one after the other, all sets of
// each; a superset or circuit alternates: the first set of every move, then the second of every move, and so on
// (a move with fewer sets drops out of the later rounds).
import type { ModuleKind } from '@contract/training/constants'
export type { ModuleKind }

export interface OrderModule {
  kind: ModuleKind
  /** Number of target sets of each move of the module, in the module's order. */
  setCounts: number[]
}

export interface SetStep {
  moduleIndex: number
  moveIndex: number
  setIndex: number
}

export function isAlternating(kind: ModuleKind): boolean {
  return kind === 'superset' || kind === 'circuit'
}

export function setOrder(modules: OrderModule[]): SetStep[] {
  const steps: SetStep[] = []
  modules.forEach((module, moduleIndex) => {
    if (isAlternating(module.kind)) {
      const rounds = Math.max(0, ...module.setCounts)
      for (let setIndex = 0; setIndex < rounds; setIndex++) {
        module.setCounts.forEach((count, moveIndex) => {
          if (setIndex < count) steps.push({ moduleIndex, moveIndex, setIndex })
        })
      }
    } else {
      module.setCounts.forEach((count, moveIndex) => {
        for (let setIndex = 0; setIndex < count; setIndex++) steps.push({ moduleIndex, moveIndex, setIndex })
      })
    }
  })
  return steps
}

/** In a superset the rest comes after the round, not between its moves. */
export function restsAfter(modules: OrderModule[], step: SetStep): boolean {
  const module = modules[step.moduleIndex]
  if (!isAlternating(module.kind)) return true
  const inRound = module.setCounts.map((count, moveIndex) => ({ count, moveIndex })).filter(({ count }) => step.setIndex < count)
  return inRound[inRound.length - 1]?.moveIndex === step.moveIndex
}
