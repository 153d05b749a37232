// The paged goods list behind the course tab, the fixed-kind list and search.
import type { GoodsKind } from '@contract/catalog/constants'
import { usePagedList } from '@/shared/use-paged-list'
import { listGoods } from './api'

export interface GoodsFilter {
  kind?: GoodsKind
  city?: string
  keyword?: string
}

export function useGoodsList(filter: GoodsFilter) {
  return usePagedList((page, size) => listGoods({ page, size, ...filter }), [filter.kind, filter.city, filter.keyword])
}
