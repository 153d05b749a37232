// Who may take a paper: a class's paper the learners with an active seat in that class; any other paper the
// holders of its goods (a course, or an exam goods of a certification). A paper the learner may not take answers
// as missing when they ask for it by id, so ids reveal nothing.
import { ownsGoods } from '../../catalog'
import { mySeatInClass } from '../../learning'
import { userError } from '../../../http/errors'
import type { ExamsContext } from '../context'
import { findPaper, type PaperRow } from './repo'

export const paperNotFound = () => userError('NOT_FOUND', '考试不存在')

export async function mayTake(ctx: ExamsContext, userId: number, paper: PaperRow): Promise<boolean> {
  if (paper.classId !== null) return (await mySeatInClass(ctx, userId, paper.classId)) !== null
  return paper.goodsId !== null && ownsGoods(ctx.db, userId, paper.goodsId)
}

/** The paper when the learner may take it; otherwise NOT_FOUND. */
export async function visiblePaper(ctx: ExamsContext, userId: number, id: number): Promise<PaperRow> {
  const paper = await findPaper(ctx.db, id)
  if (!paper || !(await mayTake(ctx, userId, paper))) throw paperNotFound()
  return paper
}

/** Inside the paper's window (no window: always). */
export function windowOpen(paper: PaperRow, now: Date): boolean {
  return (!paper.opensAt || paper.opensAt <= now) && (!paper.closesAt || now < paper.closesAt)
}

/** A formal paper's review waits until its window has closed, so no candidate passes the answers on. */
export function reviewOpen(paper: Pick<PaperRow, 'mode' | 'closesAt'>, now: Date): boolean {
  return paper.mode !== 'formal' || paper.closesAt === null || paper.closesAt <= now
}
