// /api/training/logs, /api/training/achievements and a plan's progression: what the logs say.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/training/endpoints'
import * as s from '@contract/training/schemas'
import { requireUser } from '../../../http/auth-guard'
import { idParamsSchema } from '../../../http/query'
import { route } from '../../../http/route'
import * as achievements from '../achievements/service'
import type { TrainingContext } from '../context'
import { planProgression } from '../progression/service'
import { listRecords } from '../records/service'
import { achievement, achievementBoard, csvExport, logDay, moveHistory, moveRecord, muscleVolume, nextTarget } from '../responses'
import * as service from './service'

const tag = 'training'

export function logRoutes(app: FastifyInstance, { db, now }: TrainingContext) {
  route(app, api.listLogDays, { query: s.logDaysQuery, response: z.array(logDay) }, async (req) =>
    service.logDays(db, requireUser(req).id, req.query, now()), { tag })
  route(app, api.listMuscleVolume, { query: s.volumeQuery, response: z.array(muscleVolume) }, async (req) =>
    service.muscleVolume(db, requireUser(req).id, req.query.weeks, now()), { tag })
  route(app, api.listRecords, { response: z.array(moveRecord) }, async (req) => listRecords(db, requireUser(req).id), { tag })
  route(app, api.getMoveHistory, { params: idParamsSchema('动作编号'), response: moveHistory }, async (req) =>
    service.moveHistory(db, requireUser(req).id, req.params.id), { tag })
  route(app, api.exportLogs, { response: csvExport }, async (req) => service.exportCsv(db, requireUser(req).id, now()), { tag })
  route(app, api.getPlanProgression, { params: idParamsSchema('计划编号'), response: z.array(nextTarget) }, async (req) =>
    planProgression(db, requireUser(req).id, req.params.id), { tag })
  route(app, api.listAchievements, { response: achievementBoard }, async (req) => achievements.board(db, requireUser(req).id, now()), { tag })
  route(app, api.getAchievement, { params: z.strictObject({ code: z.string().regex(/^[a-z_]{2,30}$/, '成就编号无效') }), response: achievement }, async (req) =>
    achievements.one(db, requireUser(req).id, req.params.code, now()), { tag })
}
