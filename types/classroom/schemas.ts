// Classroom input rules (zod): the server validates with these; the app and console import this file for types
// only. Messages are Chinese and name the field (api-conventions.md → Validation).
import { z } from 'zod'
import { SEAT_STATUSES } from '../learning/shapes'
import {
  ATTENDANCE_STATUSES, CHECK_IN_CODE_DIGITS, LEAVE_REASON_MAX, LEAVE_STATUSES, RATING_COMMENT_MAX, RATING_MAX, RATING_MIN
} from './constants'
import { MAX_SERIAL } from '../validation'

const page = z.coerce.number('页码应为整数').int('页码应为整数').min(1, '页码应从1开始').default(1)
const size = z.coerce.number('每页条数应为整数').int('每页条数应为整数').min(1, '每页条数至少为1').max(50, '每页条数不能超过50').default(10)
const paged = { page, size }

export const idOf = (title: string) =>
  z.coerce.number(`${title}无效`).int(`${title}无效`).min(1, `${title}无效`).max(MAX_SERIAL, `${title}无效`)
const bodyId = (title: string) =>
  z.number(`请选择${title}`).int(`${title}无效`).min(1, `${title}无效`).max(MAX_SERIAL, `${title}无效`)
const dateText = (title: string) => z.string(`请填写${title}`).regex(/^\d{4}-\d{2}-\d{2}$/, `${title}格式应为YYYY-MM-DD`)
const isoTime = (title: string) => z.iso.datetime({ offset: true, message: `${title}格式无效` })
const text = (title: string, max: number, min = 0) => {
  const base = z.string(`请填写${title}`).trim().max(max, `${title}不能超过${max}个字`)
  return min > 0 ? base.min(min, `请填写${title}`) : base
}
const score = (title: string) =>
  z.number(`请为${title}打分`).int(`${title}应为整数`).min(RATING_MIN, `${title}应为${RATING_MIN}-${RATING_MAX}分`).max(RATING_MAX, `${title}应为${RATING_MIN}-${RATING_MAX}分`)
// Rounded to 7 decimals (about 1 cm, finer than any phone's fix): a subnormal like 5e-324 is not a place, and
// PostgreSQL's double precision refuses it as out of range.
const toCentimetres = (v: number) => Math.round(v * 1e7) / 1e7
const lat = z.number('纬度应为数字').min(-90, '纬度无效').max(90, '纬度无效').transform(toCentimetres)
const lng = z.number('经度应为数字').min(-180, '经度无效').max(180, '经度无效').transform(toCentimetres)

// ---- Learner ----

export const timetableQuery = z.strictObject({ from: dateText('开始日期'), to: dateText('结束日期'), classId: idOf('班级编号').optional() })
  .refine((q) => q.from <= q.to, { message: '结束日期不能早于开始日期', path: ['to'] })
export const classSessionsQuery = z.strictObject({ ...paged, when: z.enum(['upcoming', 'past'], '时间范围无效').optional() })
export const pageOnlyQuery = z.strictObject(paged)
export const checkInBody = z.strictObject({
  payload: z.string('二维码内容无效').max(300, '二维码内容无效').optional(),
  code: z.string('签到码应为6位数字').regex(new RegExp(`^\\d{${CHECK_IN_CODE_DIGITS}}$`), `签到码应为${CHECK_IN_CODE_DIGITS}位数字`).optional(),
  lat: lat.optional(),
  lng: lng.optional()
}).refine((b) => Boolean(b.payload) !== Boolean(b.code), { message: '请扫描签到二维码或输入6位签到码', path: ['code'] })
export const myAttendanceQuery = z.strictObject({ ...paged, classId: idOf('班级编号').optional() })
export const leaveBody = z.strictObject({ sessionId: bodyId('课次'), reason: text('请假事由', LEAVE_REASON_MAX, 1) })
export const leaveListQuery = z.strictObject({ ...paged, status: z.enum(LEAVE_STATUSES, '请假状态无效').optional() })
export const ratingListQuery = z.strictObject({
  ...paged, classId: idOf('班级编号').optional(),
  pending: z.enum(['true', 'false'], '筛选条件无效').transform((v) => v === 'true').optional()
})
export const ratingBody = z.strictObject({
  sessionId: bodyId('课次'), sessionScore: score('课程'), teacherScore: score('讲师'), comment: text('评价', RATING_COMMENT_MAX)
})
export const noticeSubscribeBody = z.strictObject({
  accepted: z.array(z.string().trim().min(1).max(64), '模板列表无效').max(20, '模板过多')
})

// ---- Learning seats ----

export const seatMoveBody = z.strictObject({ targetClassId: bodyId('目标班级') })

// ---- Teacher ----

export const teacherClassListQuery = z.strictObject({ ...paged, state: z.enum(['upcoming', 'ongoing', 'ended'], '班级状态无效').optional() })
export const teacherSessionQuery = z.strictObject({
  ...paged, classId: idOf('班级编号').optional(), when: z.enum(['upcoming', 'past'], '时间范围无效').optional()
})
export const markAttendanceBody = z.strictObject({
  sessionId: bodyId('课次'), userId: bodyId('学员'), status: z.enum(ATTENDANCE_STATUSES, '出勤状态无效')
})
export const remarkBody = z.strictObject({ sessionId: bodyId('课次'), userId: bodyId('学员'), remark: text('备注', 200) })
export const teacherLeaveQuery = z.strictObject({
  ...paged, status: z.enum(LEAVE_STATUSES, '请假状态无效').optional(), classId: idOf('班级编号').optional()
})
export const leaveReviewBody = z.strictObject({ reply: text('回复', 200).optional() })
export const ownLeaveBody = z.strictObject({
  startsAt: isoTime('开始时间'), endsAt: isoTime('结束时间'), reason: text('请假事由', LEAVE_REASON_MAX, 1)
}).refine((b) => b.startsAt < b.endsAt, { message: '结束时间应晚于开始时间', path: ['endsAt'] })

// ---- Back office ----

export const venueListQuery = z.strictObject({ ...paged, keyword: text('关键词', 30).optional(), city: text('城市', 20).optional() })
export const venueBody = z.strictObject({
  name: text('场地名称', 60, 1), city: text('城市', 20, 1), address: text('地址', 200, 1),
  lat: lat.nullable(), lng: lng.nullable(), phone: text('电话', 30)
}).refine((v) => (v.lat === null) === (v.lng === null), { message: '经纬度应同时填写', path: ['lng'] })
export const classSetupBody = z.strictObject({
  venueId: bodyId('场地').nullable(),
  teacherIds: z.array(bodyId('讲师'), '请选择讲师').max(10, '讲师最多10位')
})
export const cancelBody = z.strictObject({ reason: text('取消原因', 200, 1) })
export const sessionBody = z.strictObject({
  title: text('课次名称', 60, 1), startsAt: isoTime('开始时间'), endsAt: isoTime('结束时间'), teacherId: bodyId('讲师').nullable()
}).refine((b) => new Date(b.startsAt) < new Date(b.endsAt), { message: '结束时间应晚于开始时间', path: ['endsAt'] })
export const attendanceCorrectionBody = z.strictObject({
  userId: bodyId('学员'), status: z.enum(ATTENDANCE_STATUSES, '出勤状态无效'), reason: text('修改原因', 200, 1)
})
export const rosterQuery = z.strictObject({
  ...paged, keyword: text('关键词', 30).optional(), status: z.enum(SEAT_STATUSES, '名额状态无效').optional()
})
export const enrolBody = z.strictObject({
  phone: z.string('请填写手机号').trim().regex(/^1[3-9]\d{9}$/, '手机号格式不正确'), reason: text('原因', 200, 1)
})
export const adminTransferBody = z.strictObject({ targetClassId: bodyId('目标班级'), reason: text('原因', 200, 1) })
export const seatMoveQuery = z.strictObject({
  ...paged, kind: z.enum(['transfer', 'retrain'], '记录类型无效').optional(), classId: idOf('班级编号').optional()
})
export const adminLeaveQuery = z.strictObject({
  ...paged, kind: z.enum(['learner', 'teacher'], '请假类型无效'), status: z.enum(LEAVE_STATUSES, '请假状态无效').optional()
})
export const adminRatingQuery = z.strictObject({ ...paged, classId: idOf('班级编号').optional(), teacherId: idOf('讲师编号').optional() })
export const photoBody = z.strictObject({
  url: z.string('请上传照片').regex(/^\/uploads\/[\w./-]+$/, '照片地址无效'), caption: text('说明', 60), takenAt: isoTime('拍摄时间')
})
