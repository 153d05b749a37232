// Points calls: the signed-in user's balance and ledger.
import type { PageQuery } from '@contract/envelope'
import * as api from '@contract/catalog/endpoints'
import { call } from '@/shared/request'

export const getPointsSummary = () => call(api.getPointsSummary)
export const listPointsLog = (query: PageQuery) => call(api.listPointsLog, { query })
