// The teachers of a goods, for its page. The page starts this with its own detail, from the route's id, so both
// load at once (no waterfall), and hands the result to <GoodsTeachers>.
import { useRemote, type Remote } from '@/shared/use-remote'
import type { TeacherSummary } from '@contract/content/about-shapes'
import { listGoodsTeachers } from './api'

export function useGoodsTeachers(goodsId: number): Remote<TeacherSummary[]> {
  return useRemote(() => listGoodsTeachers(goodsId), [goodsId])
}
