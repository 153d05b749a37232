// Content calls (FAQ), through the endpoint definitions the server registers its routes from (types/endpoints).
import type { FaqListQuery } from '@contract/content'
import * as api from '@contract/endpoints/content'
import { call } from '@/shared/request'

export const listFaqCategories = () => call(api.listFaqCategories)
export const listFaq = (query: FaqListQuery) => call(api.listFaq, { query })
export const getFaq = (id: number) => call(api.getFaq, { params: { id } })
