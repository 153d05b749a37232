// Homework for learners: the tasks of what they hold, their answer and its grading. States follow spec §4
// (HOMEWORK_STATES): no answer = not done; handing in → submitted; a teacher opening it → pending grading; the
// teacher's decision → approved / rejected; after a rejection the learner hands in again (a new attempt).
import {
  HOMEWORK_VIDEO_MAX_SEC, type HomeworkState, type HomeworkSubmission, type HomeworkSubmitInput, type HomeworkTask,
  type HomeworkTaskSummary
} from '@contract/classroom/homework-shapes'
import { goodsRefsByIds, ownsGoods, sanitizeRichText } from '../../catalog'
import { findOwnedUploadPaths } from '../../files'
import { userError } from '../../../http/errors'
import type { ClassroomContext } from '../context'
import * as repo from './repo'

type TaskRow = Awaited<ReturnType<typeof repo.learnerTasks>>[number]

const notFound = () => userError('NOT_FOUND', '作业不存在')

/** Whole-course tasks only for holders of the course; class tasks came through the learner's seats already. */
async function visible(ctx: ClassroomContext, userId: number, rows: TaskRow[]): Promise<TaskRow[]> {
  const courseIds = [...new Set(rows.filter((r) => r.task.classId === null).map((r) => r.task.goodsId))]
  const held = new Set((await Promise.all(courseIds.map(async (id) => ((await ownsGoods(ctx.db, userId, id)) ? id : 0)))))
  return rows.filter((r) => r.task.classId !== null || held.has(r.task.goodsId))
}

export function toSubmission(ctx: ClassroomContext, row: repo.SubmissionRow): HomeworkSubmission {
  const file = (path: string) => ({ path, url: ctx.storage.publicUrl(path) })
  return {
    id: row.id, state: row.status, score: row.score, comment: row.comment, text: row.text,
    images: row.images.map(file), video: row.video ? file(row.video) : null, attempt: row.attempt,
    submittedAt: row.submittedAt.toISOString(), gradedAt: row.gradedAt?.toISOString() ?? null
  }
}

function summary(row: TaskRow): HomeworkTaskSummary {
  const state: HomeworkState = row.submission?.status ?? 'not_done'
  return {
    id: row.task.id, goodsId: row.task.goodsId, classId: row.task.classId, title: row.task.title,
    dueAt: row.task.dueAt?.toISOString() ?? null, state, score: row.submission?.score ?? null
  }
}

export async function listMine(ctx: ClassroomContext, userId: number, goodsId?: number): Promise<HomeworkTaskSummary[]> {
  return (await visible(ctx, userId, await repo.learnerTasks(ctx.db, userId, { goodsId }))).map(summary)
}

async function findMine(ctx: ClassroomContext, userId: number, id: number): Promise<TaskRow> {
  const [row] = await visible(ctx, userId, await repo.learnerTasks(ctx.db, userId, { taskId: id }))
  if (!row) throw notFound()
  return row
}

export async function getMine(ctx: ClassroomContext, userId: number, id: number): Promise<HomeworkTask> {
  const row = await findMine(ctx, userId, id)
  const [course] = await goodsRefsByIds(ctx.db, [row.task.goodsId], ctx.now())
  const state = row.submission?.status
  return {
    ...summary(row), html: sanitizeRichText(row.task.html), courseTitle: course?.title ?? '',
    submission: row.submission ? toSubmission(ctx, row.submission) : null,
    canSubmit: state === undefined || state === 'submitted' || state === 'rejected'
  }
}

async function checkAnswer(ctx: ClassroomContext, userId: number, input: HomeworkSubmitInput) {
  if (!input.text.trim() && input.images.length === 0 && !input.video) {
    throw userError('VALIDATION', '请填写作业内容或上传图片、视频', 'text')
  }
  if (input.video && (input.videoSec === undefined || input.videoSec > HOMEWORK_VIDEO_MAX_SEC)) {
    throw userError('HOMEWORK_VIDEO_TOO_LONG', `视频不能超过 ${HOMEWORK_VIDEO_MAX_SEC} 秒`, 'video')
  }
  const paths = [...input.images, ...(input.video ? [input.video] : [])]
  const owned = await findOwnedUploadPaths(ctx.db, userId, paths)
  if (paths.some((p) => !owned.has(p))) throw userError('VALIDATION', '请重新上传作业文件', 'images')
}

export async function submit(ctx: ClassroomContext, userId: number, id: number, input: HomeworkSubmitInput): Promise<HomeworkTask> {
  const { task } = await findMine(ctx, userId, id)
  await checkAnswer(ctx, userId, input)
  const answer = { text: input.text.trim(), images: input.images, video: input.video, taskId: id, userId, now: ctx.now() }
  await ctx.db.transaction(async (tx) => {
    const classId = task.classId ?? (await repo.seatClassOf(tx, userId, task.goodsId))
    if (await repo.insertSubmission(tx, { ...answer, classId })) return
    if (!(await repo.resubmit(tx, answer))) throw userError('HOMEWORK_STATE', '作业正在批改或已通过，不能再提交')
  })
  return getMine(ctx, userId, id)
}
