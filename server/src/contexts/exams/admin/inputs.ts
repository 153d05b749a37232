// The parsed inputs of the back office's exam endpoints, as the schemas in types/exams/schemas.ts give them.
import type { z } from 'zod'
import type { attemptListQuery, paperBody, paperListQuery, questionListQuery } from '@contract/exams/schemas'

export type QuestionListInput = z.output<typeof questionListQuery>
export type PaperListInput = z.output<typeof paperListQuery>
export type PaperBodyInput = z.output<typeof paperBody>
export type AttemptListInput = z.output<typeof attemptListQuery>
