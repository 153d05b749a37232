// Personal records per move from the user's logged sets (e1RM by Epley, records.calc).
import type { MoveRecord } from '@contract/training/shapes'
import type { Db } from '../../../db'
import { bestOf, type Best } from './calc'
import * as repo from './repo'

export function toRecord(moveId: number, moveName: string, unit: MoveRecord['unit'], b: Best): MoveRecord {
  return { moveId, moveName, unit, ...b, achievedAt: b.achievedAt.toISOString() }
}

export function recordsFrom(rows: repo.SetRow[]): MoveRecord[] {
  const byMove = new Map<number, repo.SetRow[]>()
  for (const r of rows) byMove.set(r.moveId, [...(byMove.get(r.moveId) ?? []), r])
  const out: MoveRecord[] = []
  for (const [moveId, sets] of byMove) {
    const best = bestOf(sets)
    if (best) out.push(toRecord(moveId, sets[0].moveName, sets[0].unit, best))
  }
  return out.sort((a, b) => b.achievedAt.localeCompare(a.achievedAt) || a.moveId - b.moveId)
}

export async function listRecords(db: Db, userId: number): Promise<MoveRecord[]> {
  return recordsFrom(await repo.setsOf(db, userId))
}

export async function recordOf(db: Db, userId: number, moveId: number): Promise<MoveRecord | null> {
  return recordsFrom(await repo.setsOfMove(db, userId, moveId))[0] ?? null
}
