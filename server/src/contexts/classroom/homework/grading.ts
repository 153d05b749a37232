// Homework grading for teachers: by class → task → learner → answer. Every query has the teacher in it (class_teachers
// on the teacher's id), so another teacher's class or answer answers like a missing one. Opening a submitted answer
// takes it up (pending grading); only a pending answer can be approved or rejected (spec §4).
import type {
  GradeInput, GradingClass, GradingSubmission, GradingSubmissionSummary, GradingTask
} from '@contract/classroom/homework-shapes'
import { goodsRefsByIds, sanitizeRichText } from '../../catalog'
import { userError } from '../../../http/errors'
import type { ClassroomContext } from '../context'
import { notifyHomeworkGraded } from '../notices/outbox'
import { tellLearner } from '../notices/tell'
import * as repo from './repo'
import { toSubmission } from './service'

const classNotFound = () => userError('CLASS_NOT_FOUND', '班级不存在')
const notFound = () => userError('NOT_FOUND', '作业不存在')

export async function listClasses(ctx: ClassroomContext, teacherId: number): Promise<GradingClass[]> {
  const rows = await repo.teacherClasses(ctx.db, teacherId)
  const refs = await goodsRefsByIds(ctx.db, [...new Set(rows.map((r) => r.goodsId))], ctx.now())
  const title = new Map(refs.map((r) => [r.id, r.title]))
  return rows.map((r) => ({ classId: r.classId, name: r.name, goodsTitle: title.get(r.goodsId) ?? '', toGrade: r.toGrade }))
}

export async function listTasks(ctx: ClassroomContext, teacherId: number, classId: number): Promise<GradingTask[]> {
  const cls = await repo.teacherClass(ctx.db, teacherId, classId)
  if (!cls) throw classNotFound()
  const rows = await repo.classTasks(ctx.db, cls)
  return rows.map((r) => ({ ...r, html: sanitizeRichText(r.html), dueAt: r.dueAt?.toISOString() ?? null }))
}

export async function listSubmissions(ctx: ClassroomContext, teacherId: number, classId: number, taskId: number): Promise<GradingSubmissionSummary[]> {
  const rows = await repo.classSubmissions(ctx.db, teacherId, classId, taskId)
  return rows.map(({ submission: s, learnerName }) => ({
    id: s.id, taskId: s.taskId, learnerName, state: s.status, score: s.score, submittedAt: s.submittedAt.toISOString(),
    attempt: s.attempt
  }))
}

async function detail(ctx: ClassroomContext, teacherId: number, id: number): Promise<GradingSubmission> {
  const row = await repo.gradingSubmission(ctx.db, teacherId, id)
  if (!row || row.submission.classId === null) throw notFound()
  return {
    ...toSubmission(ctx, row.submission), taskId: row.task.id, taskTitle: row.task.title, taskHtml: sanitizeRichText(row.task.html),
    classId: row.submission.classId, learnerName: row.learnerName, nextId: await repo.nextToGrade(ctx.db, row.submission.classId, id)
  }
}

export async function open(ctx: ClassroomContext, teacherId: number, id: number): Promise<GradingSubmission> {
  await repo.takeUp(ctx.db, teacherId, id)
  return detail(ctx, teacherId, id)
}

export async function grade(ctx: ClassroomContext, teacherId: number, id: number, input: GradeInput): Promise<GradingSubmission> {
  if (input.decision === 'approved' && input.score === null) throw userError('VALIDATION', '请填写分数', 'score')
  if (input.decision === 'rejected' && !input.comment.trim()) throw userError('VALIDATION', '请填写驳回原因', 'comment')
  const graded = await repo.grade(ctx.db, teacherId, id, { ...input, comment: input.comment.trim(), now: ctx.now() })
  // Not graded: missing or another teacher's (detail throws NOT_FOUND), or not pending grading.
  if (!graded) {
    await detail(ctx, teacherId, id)
    throw userError('HOMEWORK_STATE', '该作业不在待批改状态，请刷新后重试')
  }
  await tellLearner(ctx, () => notifyHomeworkGraded(ctx.db, id, ctx.now()))
  return detail(ctx, teacherId, id)
}
