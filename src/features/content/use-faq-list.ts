// The paged FAQ list behind pages/home/faq: one category (or all) and an optional keyword.
import { usePagedList } from '@/shared/use-paged-list'
import { listFaq } from './api'

export interface FaqFilter {
  categoryId?: number
  keyword?: string
}

export function useFaqList(filter: FaqFilter) {
  return usePagedList((page, size) => listFaq({ page, size, ...filter }), [filter.categoryId, filter.keyword])
}
