// The classroom context as one fastify plugin: the learner's classroom and the teacher's side of it.
import { randomBytes } from 'node:crypto'
import fp from 'fastify-plugin'
import { adminClassroomRoutes } from './admin/routes'
import { attendanceRoutes } from './attendance/routes'
import { createCheckInCodes } from './check-in/codes'
import { checkInRoutes } from './check-in/routes'
import { classRoutes } from './classes/routes'
import type { ClassroomContext } from './context'
import { leaveRoutes } from './leave/routes'
import { documentRoutes } from './documents/routes'
import { homeworkRoutes } from './homework/routes'
import { classNoticeJob } from './notices/poller'
import { noticeRoutes } from './notices/routes'
import { ownLeaveRoutes } from './own-leave/routes'
import { ratingRoutes } from './ratings/routes'
import { teachingRoutes } from './teaching/routes'

export const classroomContext = fp<ClassroomContext>(
  async (app, ctx) => {
    // Without CHECK_IN_SECRET a key per process: fine for one embedded server (codes live 60 s anyway).
    const secret = ctx.config.classroom.checkInSecret ?? randomBytes(32).toString('hex')
    classRoutes(app, ctx)
    checkInRoutes(app, ctx, createCheckInCodes(secret))
    attendanceRoutes(app, ctx)
    leaveRoutes(app, ctx)
    documentRoutes(app, ctx)
    homeworkRoutes(app, ctx)
    teachingRoutes(app, ctx)
    ownLeaveRoutes(app, ctx)
    ratingRoutes(app, ctx)
    noticeRoutes(app, ctx)
    adminClassroomRoutes(app, ctx)
    ctx.jobs.define(classNoticeJob(ctx))
  },
  { name: 'classroom', dependencies: ['identity', 'catalog', 'commerce', 'learning'] }
)
