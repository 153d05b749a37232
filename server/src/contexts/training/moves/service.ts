// The move library for the person training: list with search and filters, detail, swap candidates, body map.
import type { Paged } from '@contract/envelope'
import type { MoveDetail, MoveSummary, MuscleCount } from '@contract/training/shapes'
import type { Db } from '../../../db'
import { userError } from '../../../http/errors'
import * as repo from './repo'
import { recordOf } from '../records/service'

export const moveNotFound = () => userError('NOT_FOUND', '动作不存在')

export async function listMoves(db: Db, userId: number, q: repo.MoveFilter & { page: number; size: number }): Promise<Paged<MoveSummary>> {
  const { rows, total } = await repo.listMoves(db, userId, q, (q.page - 1) * q.size, q.size)
  return { list: rows.map(repo.toMoveSummary), total, page: q.page, size: q.size }
}

export async function getMove(db: Db, userId: number, id: number): Promise<MoveDetail> {
  const move = await repo.findMove(db, userId, id)
  if (!move) throw moveNotFound()
  const [media, progressions, regressions, usedBy] = await Promise.all([
    repo.mediaOf(db, id), repo.linkedMoves(db, userId, id, 'progression'), repo.linkedMoves(db, userId, id, 'regression'),
    repo.usedBy(db, userId, id)
  ])
  const record = await recordOf(db, userId, id)
  return {
    ...repo.toMoveSummary(move), cues: move.cues, mistakes: move.mistakes, progressionNote: move.progressionNote,
    media: media.map((m) => ({ id: m.id, kind: m.kind, url: m.url, poster: m.poster, caption: m.caption })),
    progressions: progressions.map(repo.toMoveSummary), regressions: regressions.map(repo.toMoveSummary), usedBy, record
  }
}

/** Progressions and regressions first, then moves for the same muscle with the same tool (or none). */
export async function alternatives(db: Db, userId: number, id: number): Promise<MoveSummary[]> {
  const move = await repo.findMove(db, userId, id)
  if (!move) throw moveNotFound()
  const [up, down, similar] = await Promise.all([
    repo.linkedMoves(db, userId, id, 'progression'), repo.linkedMoves(db, userId, id, 'regression'), repo.similarMoves(db, userId, move, 20)
  ])
  const seen = new Set<number>()
  return [...down, ...up, ...similar].filter((m) => !seen.has(m.id) && seen.add(m.id)).map(repo.toMoveSummary)
}

export async function muscleCounts(db: Db, userId: number): Promise<MuscleCount[]> {
  return (await repo.muscleCounts(db, userId)).map((r) => ({ muscle: r.muscle, moves: r.moves }))
}
