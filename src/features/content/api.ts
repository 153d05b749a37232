// Content calls (FAQ), through the endpoint definitions the server registers its routes from (types/<ctx>/endpoints).
import type { FaqListQuery } from '@contract/content/shapes'
import * as api from '@contract/content/endpoints'
import { call } from '@/shared/request'

export const listFaqCategories = () => call(api.listFaqCategories)
export const listFaq = (query: FaqListQuery) => call(api.listFaq, { query })
export const getFaq = (id: number) => call(api.getFaq, { params: { id } })
