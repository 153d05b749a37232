// The classroom's calls for learners, through the endpoint definitions the server registers its routes from
// (types/classroom/endpoints.ts, and the seat moves in types/learning/endpoints.ts).
import * as api from '@contract/classroom/endpoints'
import * as seats from '@contract/learning/endpoints'
import type { PageQuery } from '@contract/envelope'
import type {
  CheckInInput, ClassSessionsQuery, LeaveInput, LeaveListQuery, MyAttendanceQuery, RatingInput, RatingListQuery, TimetableQuery
} from '@contract/classroom/shapes'
import type { MyClassListQuery } from '@contract/learning/shapes'
import { call } from '@/shared/request'

export const getClassDetail = (id: number) => call(api.getClassDetail, { params: { id } })
export const listClassSessions = (id: number, query: ClassSessionsQuery) => call(api.listClassSessions, { params: { id }, query })
export const getTimetable = (query: TimetableQuery) => call(api.getTimetable, { query })
export const listClassPhotos = (id: number, query: PageQuery) => call(api.listClassPhotos, { params: { id }, query })
export const checkIn = (body: CheckInInput) => call(api.checkIn, { body })
export const listMyAttendance = (query: MyAttendanceQuery) => call(api.listMyAttendance, { query })
export const askLeave = (body: LeaveInput) => call(api.askLeave, { body })
export const listMyLeaves = (query: LeaveListQuery) => call(api.listMyLeaves, { query })
export const withdrawLeave = (id: number) => call(api.withdrawLeave, { params: { id } })
export const listRatingTargets = (query: RatingListQuery) => call(api.listRatingTargets, { query })
export const rateSession = (body: RatingInput) => call(api.rateSession, { body })
export const listClassNotices = (query: PageQuery) => call(api.listClassNotices, { query })
export const getNoticeTemplates = () => call(api.getNoticeTemplates, {}, { quiet: true })
export const subscribeNotices = (accepted: string[]) => call(api.subscribeNotices, { body: { accepted } }, { quiet: true })

export const listMyClasses = (query: MyClassListQuery) => call(seats.listMyClasses, { query })
export const getTransferOptions = (seatId: number) => call(seats.getTransferOptions, { params: { id: seatId } })
export const transferSeat = (seatId: number, targetClassId: number) => call(seats.transferSeat, { params: { id: seatId }, body: { targetClassId } })
export const getRetrainOptions = (seatId: number) => call(seats.getRetrainOptions, { params: { id: seatId } })
export const retrainSeat = (seatId: number, targetClassId: number) => call(seats.retrainSeat, { params: { id: seatId }, body: { targetClassId } })
