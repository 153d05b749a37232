// /api/exams/*: papers, attempts, results, the wrong-answer book and challenges for learners; grading for judges.
// Each handler is one service call; rules live in the modules.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import * as api from '@contract/exams/endpoints'
import { requireUser } from '../../http/auth-guard'
import { route } from '../../http/route'
import * as attempts from './attempts/service'
import * as results from './attempts/results'
import * as challenges from './challenges/service'
import type { ExamsContext } from './context'
import * as grading from './grading/service'
import * as papers from './papers/service'
import * as s from './schemas'
import * as wrongBook from './wrong-book/service'

const tag = { tag: 'exams' }

function learnerRoutes(app: FastifyInstance, ctx: ExamsContext) {
  route(app, api.listPapers, { query: s.paperListQuery, response: z.array(s.paperSummaryResponse) }, async (req) =>
    papers.listPapers(ctx, requireUser(req).id, req.query), tag)
  route(app, api.getPaper, { params: s.paperParams, response: s.paperDetailResponse }, async (req) => {
    const userId = requireUser(req).id
    return papers.getPaper(ctx, userId, req.params.id, await results.history(ctx, userId, { paperId: req.params.id }))
  }, tag)
  route(app, api.startAttempt, { params: s.paperParams, response: s.sheetResponse }, async (req) =>
    attempts.start(ctx, requireUser(req).id, req.params.id), tag)
  route(app, api.getAttempt, { params: s.attemptParams, response: s.sheetResponse }, async (req) =>
    attempts.getSheet(ctx, requireUser(req).id, req.params.id), tag)
  route(app, api.saveAnswer, { params: s.answerParams, body: s.answerBody, response: s.answerSavedResponse }, async (req) =>
    attempts.saveAnswer(ctx, requireUser(req).id, req.params.id, req.params.questionId, req.body.response), tag)
  route(app, api.submitAttempt, { params: s.attemptParams, response: s.resultResponse }, async (req) => {
    const userId = requireUser(req).id
    return results.getResult(ctx, userId, await attempts.submit(ctx, userId, req.params.id))
  }, tag)
  route(app, api.recordLeave, { params: s.attemptParams, body: s.leaveBody, response: s.leaveResponse }, async (req) =>
    attempts.recordLeave(ctx, requireUser(req).id, req.params.id, req.body.source), tag)
  route(app, api.getResult, { params: s.attemptParams, response: s.resultResponse }, async (req) =>
    results.getResult(ctx, requireUser(req).id, req.params.id), tag)
  route(app, api.listHistory, { query: s.historyQuery, response: z.array(s.attemptSummaryResponse) }, async (req) =>
    results.history(ctx, requireUser(req).id, { mode: req.query.mode }), tag)
}

function practiceRoutes(app: FastifyInstance, ctx: ExamsContext) {
  route(app, api.getWrongBook, { response: s.wrongBookResponse }, async (req) => wrongBook.groups(ctx, requireUser(req).id), tag)
  route(app, api.wrongBookPractice, { response: s.questionViews }, async (req) => wrongBook.practice(ctx, requireUser(req).id), tag)
  route(app, api.answerPractice, { params: s.questionParams, body: s.answerBody, response: s.practiceAnsweredResponse }, async (req) =>
    wrongBook.answer(ctx, requireUser(req).id, req.params.questionId, req.body.response), tag)
  route(app, api.getLeaderboard, { params: s.paperParams, response: s.leaderboardResponse }, async (req) =>
    challenges.leaderboard(ctx, requireUser(req).id, req.params.id), tag)
}

function judgeRoutes(app: FastifyInstance, ctx: ExamsContext) {
  route(app, api.listPendingShortAnswers, { response: s.pendingResponse }, async () => grading.pending(ctx), tag)
  route(app, api.gradeShortAnswer, { params: s.answerParams, body: s.gradeBody, response: s.recordResponse }, async (req) =>
    grading.grade(ctx, requireUser(req).id, req.params.id, req.params.questionId, req.body.score), tag)
  route(app, api.getAttemptRecord, { params: s.attemptParams, response: s.recordResponse }, async (req) =>
    grading.record(ctx, req.params.id), tag)
}

export function examRoutes(app: FastifyInstance, ctx: ExamsContext) {
  learnerRoutes(app, ctx)
  practiceRoutes(app, ctx)
  judgeRoutes(app, ctx)
}
