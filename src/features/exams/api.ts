// The exams area's calls (papers, attempts, results, wrong-answer book, challenges), through the endpoint definitions.
import * as api from '@contract/exams/endpoints'
import type { PaperListQuery } from '@contract/exams/endpoints'
import type { LeaveSource, PaperMode } from '@contract/exams/constants'
import { call } from '@/shared/request'

export const listPapers = (query: PaperListQuery) => call(api.listPapers, { query })
export const getPaper = (id: number) => call(api.getPaper, { params: { id } })
export const startAttempt = (id: number) => call(api.startAttempt, { params: { id } })
export const getAttempt = (id: number) => call(api.getAttempt, { params: { id } })
/** Quiet: the exam screen queues and retries answers itself, and never covers the question with a modal. */
export const saveAnswer = (id: number, questionId: number, response: string[]) =>
  call(api.saveAnswer, { params: { id, questionId }, body: { response } }, { quiet: true })
export const submitAttempt = (id: number) => call(api.submitAttempt, { params: { id } }, { handles: ['EXAM_TIME_UP', 'EXAM_SUBMITTED'] })
/** Quiet: a background note for the judges; the candidate is not interrupted when it fails. */
export const recordLeave = (id: number, source: LeaveSource) => call(api.recordLeave, { params: { id }, body: { source } }, { quiet: true })
export const getResult = (id: number) => call(api.getResult, { params: { id } })
export const listHistory = (mode?: PaperMode) => call(api.listHistory, { query: mode ? { mode } : {} })
export const getWrongBook = () => call(api.getWrongBook)
export const wrongBookPractice = () => call(api.wrongBookPractice)
export const answerPractice = (questionId: number, response: string[]) =>
  call(api.answerPractice, { params: { questionId }, body: { response } })
export const getLeaderboard = (id: number) => call(api.getLeaderboard, { params: { id } })
