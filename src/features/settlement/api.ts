// The settlement area's calls, through the settlement contract's staff endpoints (types/settlement/endpoints.ts).
import * as api from '@contract/settlement/endpoints'
import type { PageQuery } from '@contract/envelope'
import type { OrgClassQuery } from '@contract/settlement/shapes'
import { call } from '@/shared/request'

/** NOT_IN_ORG is the page's to show (a staff member not yet placed in an organisation), not a modal. */
export const getMyOrg = () => call(api.getMyOrg, {}, { handles: ['NOT_IN_ORG'] })
export const listOrgClasses = (query: OrgClassQuery) => call(api.listOrgClasses, { query })
export const getOrgClass = (id: number) => call(api.getOrgClass, { params: { id } })
export const listOrgClassLearners = (id: number, query: PageQuery) => call(api.listOrgClassLearners, { params: { id }, query })
export const listOrgMonths = (year: string) => call(api.listOrgMonths, { query: { year } })
export const listOrgStatements = (query: PageQuery) => call(api.listOrgStatements, { query })
export const getOrgStatement = (id: number) => call(api.getOrgStatement, { params: { id } })
