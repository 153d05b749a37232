// SQL of homework. The learner is in every WHERE/ON of their answers and seats; the teacher is in the same
// statement as the class (class_teachers joined on the teacher's id), so another teacher's class reads as missing.
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { SubmissionState } from '@contract/classroom/homework-shapes'
import type { Db } from '../../../db'
import { classRows } from '../../catalog'
import { classSeatsOf } from '../../commerce'
import { userNameRows } from '../../identity'
import { classTeachers, homeworkSubmissions as subs, homeworkTasks as tasks } from '../tables'

export const TO_GRADE: SubmissionState[] = ['submitted', 'pending']

/** Tasks of the learner's classes and of whole courses (the caller keeps those of courses the learner holds). */
export async function learnerTasks(db: Db, userId: number, filter: { goodsId?: number; taskId?: number }) {
  const seats = classSeatsOf(db, userId)
  return db
    .selectDistinctOn([tasks.id], { task: tasks, submission: subs })
    .from(tasks)
    .leftJoin(seats, eq(seats.classId, tasks.classId))
    .leftJoin(subs, and(eq(subs.taskId, tasks.id), eq(subs.userId, userId)))
    .where(and(
      or(isNull(tasks.classId), sql`${seats.classId} is not null`),
      filter.goodsId ? eq(tasks.goodsId, filter.goodsId) : undefined,
      filter.taskId ? eq(tasks.id, filter.taskId) : undefined
    ))
    .orderBy(asc(tasks.id))
}

/** The class through which the learner holds a seat of this course (their teachers grade course-wide tasks). */
export async function seatClassOf(db: Db, userId: number, goodsId: number): Promise<number | null> {
  const seats = classSeatsOf(db, userId)
  const [row] = await db.select({ classId: seats.classId }).from(seats).where(eq(seats.goodsId, goodsId)).orderBy(desc(seats.orderId)).limit(1)
  return row?.classId ?? null
}

export type SubmissionRow = typeof subs.$inferSelect
type Answer = Pick<SubmissionRow, 'text' | 'images' | 'video'>

/** A first answer; undefined when one exists already (then resubmit decides). */
export async function insertSubmission(db: Db, row: Answer & { taskId: number; userId: number; classId: number | null; now: Date }) {
  const [inserted] = await db
    .insert(subs)
    .values({ ...row, status: 'submitted', submittedAt: row.now })
    .onConflictDoNothing({ target: [subs.taskId, subs.userId] })
    .returning({ id: subs.id })
  return inserted
}

/** Hands in again: only from submitted (not taken up yet) or rejected (a new attempt). One conditional UPDATE. */
export async function resubmit(db: Db, row: Answer & { taskId: number; userId: number; now: Date }) {
  const [updated] = await db
    .update(subs)
    .set({
      text: row.text, images: row.images, video: row.video, status: 'submitted', submittedAt: row.now,
      attempt: sql`${subs.attempt} + case when ${subs.status} = 'rejected' then 1 else 0 end`,
      score: null, gradedAt: null, graderId: null
    })
    .where(and(eq(subs.taskId, row.taskId), eq(subs.userId, row.userId), inArray(subs.status, ['submitted', 'rejected'])))
    .returning({ id: subs.id })
  return updated
}

const teaches = (teacherId: number) =>
  and(eq(classTeachers.teacherId, teacherId))

export async function teacherClasses(db: Db, teacherId: number) {
  const classes = classRows(db)
  return db
    .select({
      classId: classes.id, goodsId: classes.goodsId, name: classes.name,
      toGrade: sql<number>`(select count(*) from ${subs} where ${subs.classId} = ${classes.id} and ${subs.status} in ('submitted', 'pending'))`.mapWith(Number)
    })
    .from(classTeachers)
    .innerJoin(classes, eq(classes.id, classTeachers.classId))
    .where(teaches(teacherId))
    .orderBy(desc(classes.startDate), desc(classes.id))
}

export async function teacherClass(db: Db, teacherId: number, classId: number) {
  const classes = classRows(db)
  const [row] = await db
    .select({ classId: classes.id, goodsId: classes.goodsId, name: classes.name })
    .from(classTeachers)
    .innerJoin(classes, eq(classes.id, classTeachers.classId))
    .where(and(teaches(teacherId), eq(classTeachers.classId, classId)))
  return row
}

export async function classTasks(db: Db, cls: { classId: number; goodsId: number }) {
  return db
    .select({
      id: tasks.id, title: tasks.title, html: tasks.html, dueAt: tasks.dueAt,
      submitted: sql<number>`count(${subs.id})`.mapWith(Number),
      toGrade: sql<number>`count(${subs.id}) filter (where ${subs.status} in ('submitted', 'pending'))`.mapWith(Number)
    })
    .from(tasks)
    .leftJoin(subs, and(eq(subs.taskId, tasks.id), eq(subs.classId, cls.classId)))
    .where(or(eq(tasks.classId, cls.classId), and(isNull(tasks.classId), eq(tasks.goodsId, cls.goodsId))))
    .groupBy(tasks.id)
    .orderBy(asc(tasks.sort), asc(tasks.id))
}

function gradable(db: Db, teacherId: number) {
  const names = userNameRows(db)
  return db
    .select({ submission: subs, task: tasks, learnerName: names.displayName })
    .from(subs)
    .innerJoin(classTeachers, and(eq(classTeachers.classId, subs.classId), eq(classTeachers.teacherId, teacherId)))
    .innerJoin(tasks, eq(tasks.id, subs.taskId))
    .innerJoin(names, eq(names.id, subs.userId))
    .$dynamic()
}

export async function classSubmissions(db: Db, teacherId: number, classId: number, taskId: number) {
  return gradable(db, teacherId)
    .where(and(eq(subs.classId, classId), eq(subs.taskId, taskId)))
    .orderBy(sql`case when ${subs.status} in ('submitted', 'pending') then 0 else 1 end`, asc(subs.submittedAt), asc(subs.id))
}

export async function gradingSubmission(db: Db, teacherId: number, id: number) {
  const [row] = await gradable(db, teacherId).where(eq(subs.id, id))
  return row
}

/** The oldest other answer of the class still waiting: the next-ungraded shortcut. */
export async function nextToGrade(db: Db, classId: number, exceptId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: subs.id })
    .from(subs)
    .where(and(eq(subs.classId, classId), inArray(subs.status, TO_GRADE), ne(subs.id, exceptId)))
    .orderBy(asc(subs.submittedAt), asc(subs.id))
    .limit(1)
  return row?.id ?? null
}

const ofTeacher = (teacherId: number) =>
  inArray(subs.classId, sql`(select ${classTeachers.classId} from ${classTeachers} where ${classTeachers.teacherId} = ${teacherId})`)

/** submitted → pending grading when a teacher of the class opens it. */
export async function takeUp(db: Db, teacherId: number, id: number) {
  await db.update(subs).set({ status: 'pending' })
    .where(and(eq(subs.id, id), eq(subs.status, 'submitted'), ofTeacher(teacherId)))
}

/** pending grading → approved / rejected, by a teacher of the class. */
export async function grade(
  db: Db, teacherId: number, id: number,
  input: { decision: 'approved' | 'rejected'; score: number | null; comment: string; now: Date }
) {
  const [row] = await db.update(subs)
    .set({ status: input.decision, score: input.score, comment: input.comment, graderId: teacherId, gradedAt: input.now })
    .where(and(eq(subs.id, id), eq(subs.status, 'pending'), ofTeacher(teacherId)))
    .returning({ id: subs.id })
  return row
}

