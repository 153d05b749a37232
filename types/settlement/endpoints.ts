// Endpoints for EP and education staff: their organisation's classes, learners, month records and statements.
// The organisation is the caller's own, found in the same SQL as the rows: another organisation's class or
// statement answers as a missing one.
import type { Paged, PageQuery } from '../envelope'
import type {
  MonthQuery, MonthRecord, MyOrg, OrgClass, OrgClassLearner, OrgClassQuery, Statement, StatementDetail
} from './shapes'
import { define } from '../define'

const staff = { roles: ['ep', 'edu'] } as const

export const getMyOrg = define<{ response: MyOrg }>()({
  method: 'GET', path: '/api/settlement/org', access: staff, summary: 'My organisation and its share today'
})
export const listOrgClasses = define<{ query: OrgClassQuery; response: Paged<OrgClass> }>()({
  method: 'GET', path: '/api/settlement/classes', access: staff,
  summary: 'My organisation\'s classes with learners, payments and refunds (我的班级, 班级结算)'
})
export const getOrgClass = define<{ response: OrgClass }>()({
  method: 'GET', path: '/api/settlement/classes/:id', access: staff, summary: 'One class of my organisation with its figures'
})
export const listOrgClassLearners = define<{ query: PageQuery; response: Paged<OrgClassLearner> }>()({
  method: 'GET', path: '/api/settlement/classes/:id/learners', access: staff, summary: 'The paid learners of a class (班级名单)'
})
export const listOrgMonths = define<{ query: MonthQuery; response: MonthRecord[] }>()({
  method: 'GET', path: '/api/settlement/months', access: staff, summary: 'Classes opened and money by month of a year (月度开班记录)'
})
export const listOrgStatements = define<{ query: PageQuery; response: Paged<Statement> }>()({
  method: 'GET', path: '/api/settlement/statements', access: staff,
  summary: 'My organisation\'s confirmed and paid statements, newest month first (EP付款明细)'
})
export const getOrgStatement = define<{ response: StatementDetail }>()({
  method: 'GET', path: '/api/settlement/statements/:id', access: staff, summary: 'One statement with its lines (结算单明细)'
})
