// The judge's calls: assignments, candidates, a scoring form and the one submit (types/certification/endpoints).
import * as api from '@contract/certification/endpoints'
import type { ScoreInput } from '@contract/certification/shapes'
import type { PageQuery } from '@contract/envelope'
import { call } from '@/shared/request'

export const listJudgeAssignments = (query: PageQuery) => call(api.listJudgeAssignments, { query })
export const getJudgeAssignment = (id: number) => call(api.getJudgeAssignment, { params: { id } })
export const getJudgeScoring = (id: number) => call(api.getJudgeScoring, { params: { id } })
export const submitJudgeScore = (id: number, body: ScoreInput) => call(api.submitJudgeScore, { params: { id }, body })
