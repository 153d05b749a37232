// Response schemas of registrations, shared by the learner's and the judge's routes.
import { z } from 'zod'
import { REGISTRATION_STATUSES } from '@contract/certification/constants'
import type { AdmitCard, ExamRegistration, ExamRegistrationDetail, ExamSitting } from '@contract/certification/shapes'

const int = z.number().int()

export const sittingResponse = z.object({
  sessionId: int, startsAt: z.string(), city: z.string(), venueName: z.string(), venueAddress: z.string(), durationMinutes: int
}) satisfies z.ZodType<ExamSitting>

export const registrationResponse = z.object({
  id: int, goodsId: int, goodsTitle: z.string(), cover: z.string(), status: z.enum(REGISTRATION_STATUSES),
  sitting: sittingResponse,
  result: z.object({
    score: int.nullable(), practicalScore: int.nullable(), theoryScore: int.nullable(), total: int, passMark: int,
    passRate: int.nullable()
  }),
  createdAt: z.string()
}) satisfies z.ZodType<ExamRegistration>

const admitCardResponse = z.object({
  registrationNo: z.string(), holderName: z.string(), photo: z.string(), seatNo: z.string(), startsAt: z.string(),
  city: z.string(), venueName: z.string(), venueAddress: z.string()
}) satisfies z.ZodType<AdmitCard>

export const registrationDetailResponse = registrationResponse.extend({
  admitCard: admitCardResponse.nullable(), certificateNumber: z.string().nullable()
}) satisfies z.ZodType<ExamRegistrationDetail>
