// The paged lists of 新闻动态 (one category or all) and 最新公告.
import type { NewsCategory } from '@contract/content/home-shapes'
import { usePagedList } from '@/shared/use-paged-list'
import { listNews, listNotices } from './api'

export function useNewsList(category?: NewsCategory) {
  return usePagedList((page, size) => listNews({ page, size, category }), [category])
}

export function useNoticeList() {
  return usePagedList((page, size) => listNotices({ page, size }), [])
}
