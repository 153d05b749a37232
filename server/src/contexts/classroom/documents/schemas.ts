// Request and response schemas of the course documents endpoints (must match the contract's shapes).
import { z } from 'zod'
import { DOC_ITEM_KINDS, type DocCatalogue, type DocCourse, type DocItem, type DocProgress } from '@contract/classroom/documents-shapes'
import { idParamsSchema } from '../../../http/query'

const int = z.number().int()

export const goodsParamsSchema = z.strictObject({
  goodsId: idParamsSchema('课程编号').shape.id
})

/** At most a day of video; the service clamps to the item's duration anyway. */
export const progressBodySchema = z.strictObject({
  positionSec: z.number('播放位置无效').min(0, '播放位置无效').max(86_400, '播放位置无效').transform(Math.floor)
})

export const docCourseResponse = z.object({
  goodsId: int, title: z.string(), cover: z.string(), owned: z.boolean(), itemCount: int, completedCount: int, freeCount: int
}) satisfies z.ZodType<DocCourse>

const itemSummary = z.object({
  id: int, kind: z.enum(DOC_ITEM_KINDS), title: z.string(), free: z.boolean(), durationSec: int, open: z.boolean(),
  completed: z.boolean(), positionSec: int
})

export const catalogueResponse = z.object({
  course: docCourseResponse,
  noSeekAhead: z.boolean(),
  chapters: z.array(z.object({
    id: int, title: z.string(), sections: z.array(z.object({ id: int, title: z.string(), items: z.array(itemSummary) }))
  }))
}) satisfies z.ZodType<DocCatalogue>

export const docItemResponse = z.object({
  id: int, goodsId: int, kind: z.enum(DOC_ITEM_KINDS), title: z.string(), durationSec: int, url: z.string(),
  expiresAt: z.string().nullable(), ext: z.string(), html: z.string(), noSeekAhead: z.boolean(), positionSec: int,
  maxPositionSec: int, completed: z.boolean()
}) satisfies z.ZodType<DocItem>

export const progressResponse = z.object({
  positionSec: int, maxPositionSec: int, watchedSec: int, completed: z.boolean()
}) satisfies z.ZodType<DocProgress>
