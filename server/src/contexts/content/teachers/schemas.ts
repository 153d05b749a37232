// Request and response schemas of teachers, public and back office. The bio's HTML is sanitised after parsing
// (admin-service.ts); the goods taught are checked to exist there too.
import { z } from 'zod'
import type { AdminTeacher, AdminTeacherSummary, TeacherDetail, TeacherSummary } from '@contract/content/about-shapes'
import { goodsSummaryResponse } from '../../catalog'
import { adminGoodsRefResponse, adminPublishedShape, chosenId, optionalText, requiredText, richText, sortField, uploadPath } from '../fields'

/** A teacher teaches a handful of courses; the page lists them all. */
export const TEACHER_GOODS_MAX = 20

const tag = z.string('标签应为文字').trim().min(1, '标签不能为空').max(10, '每个标签不能超过10个字')
export const teacherInput = z.strictObject({
  name: requiredText('讲师姓名', 20),
  title: optionalText('头衔', 30),
  avatarUrl: uploadPath('头像'),
  intro: optionalText('一句话介绍', 80),
  bioHtml: richText('讲师介绍').default(''),
  tags: z.array(tag, '标签应为列表').max(6, '标签最多6个').default([]).meta({ title: '标签' }),
  goodsIds: z.array(chosenId('所授课程无效'), '所授课程应为列表').max(TEACHER_GOODS_MAX, `所授课程最多${TEACHER_GOODS_MAX}个`)
    .refine((ids) => new Set(ids).size === ids.length, '所授课程不能重复').default([]).meta({ title: '所授课程' }),
  sort: sortField
})
export type TeacherInput = z.output<typeof teacherInput>

const int = z.number().int()
const summaryShape = { id: int, name: z.string(), title: z.string(), avatarUrl: z.string(), tags: z.array(z.string()), intro: z.string() }
export const teacherSummaryResponse = z.object(summaryShape) satisfies z.ZodType<TeacherSummary>
export const teacherDetailResponse = z.object({
  ...summaryShape, bioHtml: z.string(), courses: z.array(goodsSummaryResponse)
}) satisfies z.ZodType<TeacherDetail>

const adminSummaryShape = {
  ...adminPublishedShape, name: z.string(), title: z.string(), avatarUrl: z.string(), tags: z.array(z.string()), goodsCount: int
}
export const adminTeacherSummaryResponse = z.object(adminSummaryShape) satisfies z.ZodType<AdminTeacherSummary>
export const adminTeacherResponse = z.object({
  ...adminSummaryShape, intro: z.string(), bioHtml: z.string(), goods: z.array(adminGoodsRefResponse), createdAt: z.string()
}) satisfies z.ZodType<AdminTeacher>
