// /api/teacher/courses, /api/teacher/classes[/:id[/learners]], /api/student/info/:id: the teacher's own lists and a
// learner's record. Roles come from the endpoint definitions; the scope is in each query.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/classroom/teacher-endpoints'
import { pageOnlyQuery, teacherClassListQuery } from '@contract/classroom/schemas'
import type { ClassLearner, StudentInfo, TeacherClass, TeacherCourse } from '@contract/classroom/teacher-shapes'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema, pagedSchema } from '../../../http/query'
import { route } from '../../../http/route'
import type { ClassroomContext } from '../context'
import { attendanceRecordResponse, classStatus, int, personWithPhone, sessionResponse, venueResponse } from '../scope/responses'
import * as service from './service'
import { getStudentInfo } from './student'

const opts = { tag: 'classroom' }
const classParams = idParamsSchema('班级编号')
const goodsRef = z.object({ id: int, title: z.string(), cover: z.string() })

const teacherClassResponse = z.object({
  id: int, goods: goodsRef, name: z.string(), city: z.string(), startDate: z.string(), endDate: z.string(), schedule: z.string(),
  status: classStatus, venue: venueResponse.nullable(), learners: int, sessionsTotal: int, sessionsDone: int,
  nextSession: sessionResponse.nullable()
}) satisfies z.ZodType<TeacherClass>
const teacherCourseResponse = z.object({ goods: goodsRef, classes: int, learners: int }) satisfies z.ZodType<TeacherCourse>
const classLearnerResponse = z.object({
  learner: personWithPhone, seatId: int, joinedAt: z.string(), present: int, absent: int, leave: int
}) satisfies z.ZodType<ClassLearner>
const studentInfoResponse = z.object({
  profile: personWithPhone.extend({ gender: z.string() }),
  classes: z.array(z.object({
    classId: int, name: z.string(), startDate: z.string(), endDate: z.string(), status: classStatus, seatStatus: z.string()
  })),
  attendance: z.array(attendanceRecordResponse),
  homework: z.object({ submitted: int, pending: int, approved: int, rejected: int }),
  exams: z.array(z.object({ name: z.string(), score: z.number().nullable(), passed: z.boolean().nullable(), date: z.string() }))
}) satisfies z.ZodType<StudentInfo>

export function teachingRoutes(app: FastifyInstance, ctx: ClassroomContext) {
  route(app, api.listTeacherCourses, { query: pageOnlyQuery, response: pagedSchema(teacherCourseResponse) }, async (req) =>
    service.listCourses(ctx, requireUser(req), req.query), opts)
  route(app, api.listTeacherClasses, { query: teacherClassListQuery, response: pagedSchema(teacherClassResponse) }, async (req) =>
    service.listClasses(ctx, requireUser(req), req.query), opts)
  route(app, api.getTeacherClass, { params: classParams, response: teacherClassResponse }, async (req) =>
    service.getClass(ctx, requireUser(req), req.params.id), opts)
  route(app, api.listClassLearners, { params: classParams, query: pageOnlyQuery, response: pagedSchema(classLearnerResponse) }, async (req) =>
    service.listLearners(ctx, requireUser(req), req.params.id, req.query), opts)
  route(app, api.getStudentInfo, { params: idParamsSchema('学员编号'), response: studentInfoResponse }, async (req) =>
    getStudentInfo(ctx, requireUser(req), req.params.id), opts)
}
