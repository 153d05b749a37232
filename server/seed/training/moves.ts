// The demo move library: ~120 moves parsed from moves-upper.ts and moves-lower.ts, their progressions and
// regressions (chains.ts), one generated SVG picture each (media.ts), and the company library holding them.
import { FUNCTION_PARTS, INJURY_PARTS, LOAD_UNITS, MUSCLE_GROUPS, TOOLS } from '../../../types/training/constants'
import type { FunctionPart, InjuryPart, LoadUnit, MuscleGroup, Tool } from '../../../types/training/constants'
import { CHAINS } from './chains'
import { LOWER_MOVES } from './moves-lower'
import { UPPER_MOVES } from './moves-upper'

export interface SeedMove {
  name: string
  primaryMuscle: MuscleGroup
  secondaryMuscles: MuscleGroup[]
  functionPart: FunctionPart
  tool: Tool
  unit: LoadUnit
  level: number
  joints: InjuryPart[]
  cues: string[]
}

function oneOf<T extends string>(list: readonly T[], value: string, line: string): T {
  if (!(list as readonly string[]).includes(value)) throw new Error(`seed move: bad value ${value} in ${line}`)
  return value as T
}

const listOf = <T extends string>(list: readonly T[], text: string, line: string) =>
  text.split(',').filter(Boolean).map((v) => oneOf(list, v.trim(), line))

function parse(text: string): SeedMove[] {
  return text.trim().split('\n').map((line) => {
    const [name, primary, secondary, part, tool, unit, level, joints, cues] = line.split('|')
    return {
      name, primaryMuscle: oneOf(MUSCLE_GROUPS, primary, line), secondaryMuscles: listOf(MUSCLE_GROUPS, secondary, line),
      functionPart: oneOf(FUNCTION_PARTS, part, line), tool: oneOf(TOOLS, tool, line), unit: oneOf(LOAD_UNITS, unit, line),
      level: Number(level), joints: listOf(INJURY_PARTS, joints, line), cues: cues.split('；').map((c) => c.trim()).filter(Boolean)
    }
  })
}

export const SEED_MOVES: SeedMove[] = [...parse(UPPER_MOVES), ...parse(LOWER_MOVES)]

/** [easier, harder] name pairs from the chains. */
export function seedLinks(): [string, string][] {
  const names = new Set(SEED_MOVES.map((m) => m.name))
  const pairs: [string, string][] = []
  for (const chain of CHAINS) {
    for (let i = 1; i < chain.length; i++) {
      if (!names.has(chain[i - 1]) || !names.has(chain[i])) throw new Error(`seed chain names an unknown move: ${chain.join(' → ')}`)
      pairs.push([chain[i - 1], chain[i]])
    }
  }
  return pairs
}

export const MISTAKES: Partial<Record<FunctionPart, string[]>> = {
  squat: ['膝盖内扣', '脚跟离地', '弯腰弓背'],
  hinge: ['弯腰弓背', '用手臂拉而不是用髋发力', '顶端过度后仰'],
  upper_push: ['耸肩', '塌腰', '肘部外展过大'],
  upper_pull: ['耸肩借力', '身体摆动', '动作幅度不完整'],
  lunge: ['前膝内扣', '上身过度前倾', '步幅太小'],
  core: ['憋气', '塌腰', '用脖子发力'],
  rotation: ['只转手臂不转躯干', '弯腰'],
  carry: ['身体左右摇晃', '耸肩'],
  locomotion: ['落地太重', '节奏忽快忽慢'],
  mobility: ['用力过猛', '憋气']
}

export function progressionNote(m: SeedMove): string {
  if (m.unit === 'weight') return '动作标准、每组都能完成目标次数后，下次增加2.5公斤；连续两次完不成则减重10%。'
  if (m.unit === 'reps') return '能连续完成目标次数后，每次多做1次；达到20次后换更难的进阶动作。'
  if (m.unit === 'time') return '能稳定保持目标时间后，每次延长5到10秒。'
  return '逐步增加距离，每周不超过10%。'
}
