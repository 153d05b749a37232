// Search calls, through the endpoint definitions the server registers its routes from (types/<ctx>/endpoints).
import type { ContentKind } from '@contract/content/assistant-shapes'
import * as api from '@contract/content/assistant-endpoints'
import { call } from '@/shared/request'

export const searchContent = (keyword: string, kind: ContentKind, page: number, size: number) =>
  call(api.searchContent, { query: { keyword, kind, page, size } })
export const searchSummary = (keyword: string) => call(api.searchSummary, { query: { keyword } })
export const listHotTerms = () => call(api.listHotTerms)
