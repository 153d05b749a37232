// Points calls (issue 4): the signed-in user's balance and ledger.
import type { PointsEntry, PointsSummary } from '@contract/commerce'
import type { Paged, PageQuery } from '@contract/envelope'
import { get } from '@/shared/request'

export const getPointsSummary = () => get<PointsSummary>('/api/points')
export const listPointsLog = (query: PageQuery) => get<Paged<PointsEntry>>('/api/points/log', query)
