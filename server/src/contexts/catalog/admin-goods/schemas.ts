// Input and response schemas of the back office's goods, classes and exam sessions. Strict (an unknown key is
// refused), Chinese messages that name the field, and the same rules the app's reads rely on: money in integer
// fen, original price ≥ price, a cover is an upload path, rich text is sanitised after parsing (service.ts).
import { z } from 'zod'
import {
  ADMIN_CLASS_STATUS_CHANGES, GOODS_SALE_STATES, type AdminClass, type AdminExamSession, type AdminGoodsDetail,
  type AdminGoodsSummary
} from '@contract/catalog/admin-shapes'
import { CLASS_STATUSES, CLASS_TRANSFERS_MAX, GOODS_KINDS } from '@contract/catalog/constants'
import { pageQuerySchema } from '../../../http/query'
import { MAX_SERIAL } from '../../../../../types/validation'

const int = z.number().int()
const MAX_FEN = 100_000_000 // ¥1,000,000: far above any course, below int overflow in sums

/** "请填写…" when the field is missing, "…应为文字" when it is something else. */
const textError = (title: string) => (issue: { input: unknown }) => (issue.input === undefined ? `请填写${title}` : `${title}应为文字`)
const text = (title: string, max: number) =>
  z.string({ error: textError(title) }).trim().max(max, `${title}不能超过${max}个字`).meta({ title })
const required = (title: string, max: number) =>
  z.string({ error: textError(title) }).trim().min(1, `请填写${title}`).max(max, `${title}不能超过${max}个字`).meta({ title })
const fen = (title: string) =>
  z.number(`${title}应为数字`).int(`${title}应精确到分`).min(0, `${title}不能为负`).max(MAX_FEN, `${title}不能超过100万元`).meta({ title })
const ids = (title: string, max: number) =>
  z.array(z.number(`${title}无效`).int(`${title}无效`).min(1, `${title}无效`).max(MAX_SERIAL, `${title}无效`), `${title}应为列表`)
    .max(max, `${title}最多${max}个`)
    .refine((list) => new Set(list).size === list.length, `${title}有重复`)
    .default([])
    .meta({ title })
const chips = (title: string, each: number, max: number) =>
  z.array(z.string().trim().min(1, `${title}不能为空`).max(each, `每个${title}不能超过${each}个字`), `${title}应为列表`)
    .max(max, `${title}最多${max}个`)
    .default([])
    .meta({ title })
const richText = (title: string) => z.string(`${title}应为文字`).max(50_000, `${title}不能超过5万字`).default('').meta({ title })

export const goodsInputSchema = z
  .strictObject({
    kind: z.enum(GOODS_KINDS, '商品类型应为课程、考试、讲座或套餐').meta({ title: '商品类型' }),
    title: required('商品名称', 60),
    subtitle: text('副标题', 120).default(''),
    cover: z
      .string('封面应为上传后的图片路径')
      .trim()
      .max(300, '封面路径过长')
      .refine((v) => v === '' || /^\/uploads\/[A-Za-z0-9/_.-]+$/.test(v), '封面应为上传后的图片路径（/uploads/…）')
      .default('')
      .meta({ title: '封面' }),
    priceFen: fen('售价'),
    originalPriceFen: fen('原价'),
    descriptionHtml: richText('商品介绍'),
    targetAudienceHtml: richText('适合人群'),
    tags: chips('标签', 12, 8),
    discounts: chips('优惠说明', 40, 8),
    ships: z.boolean('是否邮寄应为是或否').default(false).meta({ title: '是否邮寄' }),
    sort: z.number('排序应为整数').int('排序应为整数').min(-9999, '排序不能小于-9999').max(9999, '排序不能大于9999').default(0).meta({ title: '排序' }),
    bundleItemIds: ids('套餐内容', 30),
    agreementIds: ids('购买协议', 10)
  })
  .refine((g) => g.originalPriceFen >= g.priceFen, { message: '原价不能低于售价', path: ['originalPriceFen'] })
  .refine((g) => g.kind === 'bundle' || g.bundleItemIds.length === 0, { message: '只有套餐可以选择套餐内容', path: ['bundleItemIds'] })
  .refine((g) => g.kind !== 'bundle' || g.bundleItemIds.length > 0, { message: '请选择套餐内容', path: ['bundleItemIds'] })
export type GoodsInput = z.output<typeof goodsInputSchema>

export const publishSchema = z
  .strictObject({
    publishAt: z.iso.datetime({ offset: true, message: '定时上架时间格式无效' }).optional().meta({ title: '定时上架时间' })
  })
  .optional()
  .default({})

export const goodsListQuery = pageQuerySchema.extend({
  keyword: z.string().trim().max(30, '搜索词不能超过30个字').optional().meta({ title: '关键词' }),
  kind: z.enum(GOODS_KINDS, '商品类型无效').optional().meta({ title: '商品类型' }),
  state: z.enum(GOODS_SALE_STATES, '上架状态无效').optional().meta({ title: '上架状态' })
})

const chinaDate = (title: string) => z.iso.date(`${title}格式应为YYYY-MM-DD`).meta({ title })
const capacity = z.number('名额应为整数').int('名额应为整数').min(1, '名额至少为1').max(10_000, '名额不能超过10000').meta({ title: '名额' })

export const classInputSchema = z
  .strictObject({
    name: required('班级名称', 40),
    city: required('城市', 20),
    startDate: chinaDate('开课日期'),
    endDate: chinaDate('结课日期'),
    schedule: text('课表', 500).default(''),
    capacity,
    transfersAllowed: z.number('可转班次数应为整数').int('可转班次数应为整数').min(0, '可转班次数不能为负')
      .max(CLASS_TRANSFERS_MAX, `可转班次数不能超过${CLASS_TRANSFERS_MAX}`).default(CLASS_TRANSFERS_MAX).meta({ title: '可转班次数' })
  })
  .refine((c) => c.endDate >= c.startDate, { message: '结课日期不能早于开课日期', path: ['endDate'] })
export type ClassInput = z.output<typeof classInputSchema>

export const classStatusSchema = z.strictObject({
  status: z.enum(ADMIN_CLASS_STATUS_CHANGES, '班级状态只能改为停止报名（off_sale）或恢复报名（upcoming）').meta({ title: '班级状态' })
})

export const sessionInputSchema = z.strictObject({
  startsAt: z.iso.datetime({ offset: true, message: '考试时间格式无效' }).meta({ title: '考试时间' }),
  city: required('城市', 20),
  venueName: required('考场名称', 60),
  venueAddress: required('考场地址', 120),
  capacity
})
export type SessionInput = z.output<typeof sessionInputSchema>

export const sessionStatusSchema = z.strictObject({
  status: z.enum(['open', 'closed'], '考试场次状态只能为开放报名（open）或关闭报名（closed）').meta({ title: '场次状态' })
})

export const goodsIdParams = z.strictObject({
  goodsId: z.coerce.number('商品编号无效').int('商品编号无效').min(1, '商品编号无效').max(MAX_SERIAL, '商品编号无效').meta({ title: '商品编号' })
})

// ---- Responses ----

const summaryShape = {
  id: int,
  slug: z.string(),
  kind: z.enum(GOODS_KINDS),
  title: z.string(),
  cover: z.string(),
  priceFen: int,
  originalPriceFen: int,
  state: z.enum(GOODS_SALE_STATES),
  publishAt: z.string().nullable(),
  soldCount: int,
  sort: int,
  updatedAt: z.string()
}

export const goodsSummaryResponse = z.object({ ...summaryShape, classCount: int, sessionCount: int }) satisfies z.ZodType<AdminGoodsSummary>

export const classResponse = z.object({
  id: int, goodsId: int, name: z.string(), city: z.string(), startDate: z.string(), endDate: z.string(), days: int,
  schedule: z.string(), capacity: int, seatsLeft: int, seatsTaken: int, transfersAllowed: int,
  status: z.enum(CLASS_STATUSES), createdAt: z.string()
}) satisfies z.ZodType<AdminClass>

export const sessionResponse = z.object({
  id: int, goodsId: int, startsAt: z.string(), city: z.string(), venueName: z.string(), venueAddress: z.string(),
  capacity: int, seatsLeft: int, seatsTaken: int, status: z.enum(['open', 'closed', 'full']), closedByStaff: z.boolean(),
  createdAt: z.string()
}) satisfies z.ZodType<AdminExamSession>

export const goodsDetailResponse = z.object({
  ...summaryShape,
  subtitle: z.string(),
  descriptionHtml: z.string(),
  targetAudienceHtml: z.string(),
  tags: z.array(z.string()),
  discounts: z.array(z.string()),
  ships: z.boolean(),
  onSale: z.boolean(),
  bundleItemIds: z.array(int),
  agreementIds: z.array(int),
  classes: z.array(classResponse),
  examSessions: z.array(sessionResponse),
  createdAt: z.string()
}) satisfies z.ZodType<AdminGoodsDetail>
