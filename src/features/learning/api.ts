// The learning area's calls, through the endpoint definitions the server registers its routes from (types/<ctx>/endpoints).
import * as api from '@contract/learning/endpoints'
import type { MyClassListQuery } from '@contract/learning/shapes'
import { call } from '@/shared/request'

export const listMyClasses = (query: MyClassListQuery) => call(api.listMyClasses, { query })
