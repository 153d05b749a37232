// The progress rule, apart from SQL so it reads as the rule: time is credited as watched only as far as the
// position moved forward AND no faster than the wall clock since the last save (plus a little slack for the
// player's timer), so a client cannot claim completion by posting the end position. Completion needs 90 % of the
// duration credited. With the course's no-seek-ahead option, a position beyond the furthest point reached (plus the
// time that passed) is refused until the item has been completed once.
import type { DocProgress } from '@contract/classroom/documents-shapes'
import { userError } from '../../../http/errors'
import type { ProgressRow } from './repo'

export const SAVE_SLACK_SEC = 5
export const COMPLETE_RATIO = 0.9

export function nextProgress(
  previous: ProgressRow,
  input: { positionSec: number; durationSec: number; noSeekAhead: boolean; now: Date }
): ProgressRow {
  const position = Math.min(input.positionSec, input.durationSec)
  const elapsed = Math.max(0, (input.now.getTime() - previous.savedAt.getTime()) / 1000)
  const reachable = previous.maxPositionSec + elapsed + SAVE_SLACK_SEC
  if (input.noSeekAhead && !previous.completed && position > reachable) {
    throw userError('DOC_SEEK_AHEAD', '首次观看不能快进，请先看完视频')
  }
  const credit = Math.min(Math.max(0, position - previous.positionSec), elapsed + SAVE_SLACK_SEC)
  const watchedSec = Math.min(input.durationSec, previous.watchedSec + Math.floor(credit))
  return {
    ...previous,
    positionSec: position,
    maxPositionSec: Math.max(previous.maxPositionSec, position),
    watchedSec,
    completed: previous.completed || watchedSec >= input.durationSec * COMPLETE_RATIO,
    savedAt: input.now
  }
}

export function toProgress(row: ProgressRow): DocProgress {
  return { positionSec: row.positionSec, maxPositionSec: row.maxPositionSec, watchedSec: row.watchedSec, completed: row.completed }
}

export function freshProgress(userId: number, itemId: number, now: Date): ProgressRow {
  return { userId, itemId, positionSec: 0, maxPositionSec: 0, watchedSec: 0, completed: false, savedAt: now }
}
