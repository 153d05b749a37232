// The paged goods list behind the course tab, the fixed-kind list and search.
import type { GoodsKind } from '@contract/catalog/constants'
import type { GoodsSummary } from '@contract/catalog/schemas'
import type { Paged } from '@contract/envelope'
import { DEFAULT_PAGE_SIZE, usePagedList } from '@/shared/use-paged-list'
import { listGoods } from './api'

export interface GoodsFilter {
  kind?: GoodsKind
  city?: string
  keyword?: string
}

/** `served`: the unfiltered page 1 the page was served with (H5 course tab), used while the filter is empty. */
export function useGoodsList(filter: GoodsFilter, served?: Paged<GoodsSummary>) {
  const unfiltered = !filter.kind && !filter.city && !filter.keyword
  return usePagedList((page, size) => listGoods({ page, size, ...filter }), [filter.kind, filter.city, filter.keyword],
    DEFAULT_PAGE_SIZE, unfiltered ? served : undefined)
}
