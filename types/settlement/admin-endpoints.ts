// The back office's settlement area (roles admin or finance: ADMIN_ACCESS.settlement): organisations, their
// members, classes and shares; statements generated, confirmed (frozen) and paid; the finance report.
import { adminAccess } from '../admin-access'
import type { Paged, PageQuery } from '../envelope'
import type {
  AdminOrg, AdminOrgQuery, AdminStatementQuery, ClassLinkInput, FinanceReport, FinanceReportQuery, GenerateStatementInput,
  MemberInput, OrgClassLink, OrgInput, OrgMember, OrgShare, PayStatementInput, ShareInput
} from './admin-shapes'
import type { Statement, StatementDetail, StatementLine } from './shapes'
import { define } from '../define'

const access = adminAccess('settlement')

export const listAdminOrgs = define<{ query: AdminOrgQuery; response: Paged<AdminOrg> }>()({
  method: 'GET', path: '/api/admin/settlement/orgs', access, summary: 'EP and education organisations'
})
export const getAdminOrg = define<{ response: AdminOrg }>()({
  method: 'GET', path: '/api/admin/settlement/orgs/:id', access, summary: 'One organisation'
})
export const createAdminOrg = define<{ body: OrgInput; response: AdminOrg }>()({
  method: 'POST', path: '/api/admin/settlement/orgs', access, summary: 'Add an organisation; audited'
})
export const updateAdminOrg = define<{ body: OrgInput; response: AdminOrg }>()({
  method: 'PUT', path: '/api/admin/settlement/orgs/:id', access, summary: 'Edit an organisation; audited'
})
export const listAdminOrgMembers = define<{ response: OrgMember[] }>()({
  method: 'GET', path: '/api/admin/settlement/orgs/:id/members', access, summary: 'Staff users of an organisation'
})
export const addAdminOrgMember = define<{ body: MemberInput; response: OrgMember }>()({
  method: 'POST', path: '/api/admin/settlement/orgs/:id/members', access,
  summary: 'Add a user holding the organisation\'s role (ep or edu) by phone; one organisation per user; audited'
})
export const removeAdminOrgMember = define<{ response: { removed: true } }>()({
  method: 'DELETE', path: '/api/admin/settlement/orgs/:id/members/:userId', access, summary: 'Remove a member; audited'
})
export const listAdminOrgClasses = define<{ response: OrgClassLink[] }>()({
  method: 'GET', path: '/api/admin/settlement/orgs/:id/classes', access, summary: 'Classes run for an organisation'
})
export const linkAdminOrgClass = define<{ body: ClassLinkInput; response: OrgClassLink }>()({
  method: 'POST', path: '/api/admin/settlement/orgs/:id/classes', access,
  summary: 'Put a class under an organisation (a class belongs to one); audited'
})
export const unlinkAdminOrgClass = define<{ response: { removed: true } }>()({
  method: 'DELETE', path: '/api/admin/settlement/orgs/:id/classes/:classId', access, summary: 'Take a class off an organisation; audited'
})
export const listAdminOrgShares = define<{ response: OrgShare[] }>()({
  method: 'GET', path: '/api/admin/settlement/orgs/:id/shares', access, summary: 'The agreed shares of an organisation, newest first'
})
export const addAdminOrgShare = define<{ body: ShareInput; response: OrgShare }>()({
  method: 'POST', path: '/api/admin/settlement/orgs/:id/shares', access, summary: 'Agree a share from a date; audited'
})
export const listAdminStatements = define<{ query: AdminStatementQuery; response: Paged<Statement> }>()({
  method: 'GET', path: '/api/admin/settlement/statements', access, summary: 'Statements by organisation, month and status'
})
export const generateAdminStatement = define<{ body: GenerateStatementInput; response: StatementDetail }>()({
  method: 'POST', path: '/api/admin/settlement/statements', access,
  summary: 'Generate (or refresh) the draft statement of an organisation and month from orders and refunds; audited'
})
export const getAdminStatement = define<{ response: StatementDetail }>()({
  method: 'GET', path: '/api/admin/settlement/statements/:id', access, summary: 'One statement with its lines'
})
export const listAdminStatementLines = define<{ query: PageQuery; response: Paged<StatementLine> }>()({
  method: 'GET', path: '/api/admin/settlement/statements/:id/lines', access, summary: 'A statement\'s lines, paged (CSV export)'
})
export const confirmAdminStatement = define<{ response: StatementDetail }>()({
  method: 'PUT', path: '/api/admin/settlement/statements/:id/confirm', access,
  summary: 'Confirm a draft (draft → confirmed): recomputed and frozen; later refunds go to a later statement; audited'
})
export const payAdminStatement = define<{ body: PayStatementInput; response: StatementDetail }>()({
  method: 'PUT', path: '/api/admin/settlement/statements/:id/pay', access,
  summary: 'Record the transfer of the share (confirmed → paid); audited'
})
export const getFinanceReport = define<{ query: FinanceReportQuery; response: FinanceReport }>()({
  method: 'GET', path: '/api/admin/finance/report', access,
  summary: 'Revenue by goods, kind, channel, day or month: received, refunded, net, refund rate, coupons and points'
})
