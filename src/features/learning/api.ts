// The learning area's calls, through the endpoint definitions the server registers its routes from (types/endpoints).
import * as api from '@contract/endpoints/learning'
import type { MyClassListQuery } from '@contract/learning'
import { call } from '@/shared/request'

export const listMyClasses = (query: MyClassListQuery) => call(api.listMyClasses, { query })
