// Enqueueing a reminder after a change that is already committed (a leave reviewed, an answer graded): a failure to
// enqueue is logged, not answered as the request's failure, since the change itself stands and cannot be redone.
import type { ClassroomContext } from '../context'

export async function tellLearner(ctx: Pick<ClassroomContext, 'log'>, enqueue: () => Promise<number>): Promise<void> {
  try {
    await enqueue()
  } catch (err) {
    ctx.log.error({ err }, 'Class notice not enqueued')
  }
}
