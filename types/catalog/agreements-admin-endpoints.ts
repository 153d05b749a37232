// The back office's agreements: the user agreement, the privacy policy and the goods agreements, each edit kept as
// a new version (agreement_versions).
import { adminAccess } from '../admin-access'
import type {
  AdminAgreement, AdminAgreementInput, AdminAgreementListQuery, AdminAgreementSummary, AdminAgreementVersion
} from './admin-shapes'
import type { Paged, PageQuery } from '../envelope'
import { define } from '../define'

const access = adminAccess('agreements')

export const listAdminAgreements = define<{ query: AdminAgreementListQuery; response: Paged<AdminAgreementSummary> }>()({
  method: 'GET', path: '/api/admin/agreements', access, summary: 'Agreement texts (optionally of one kind)'
})
export const getAdminAgreement = define<{ response: AdminAgreement }>()({
  method: 'GET', path: '/api/admin/agreements/:id', access, summary: 'One agreement with its current text'
})
export const createAdminAgreement = define<{ body: AdminAgreementInput; response: AdminAgreement }>()({
  method: 'POST', path: '/api/admin/agreements', access, summary: 'Add a goods agreement (version 1)'
})
export const updateAdminAgreement = define<{ body: AdminAgreementInput; response: AdminAgreement }>()({
  method: 'PUT', path: '/api/admin/agreements/:id', access, summary: 'Save a new version of an agreement'
})
export const listAdminAgreementVersions = define<{ query: PageQuery; response: Paged<AdminAgreementVersion> }>()({
  method: 'GET', path: '/api/admin/agreements/:id/versions', access, summary: 'Every saved version of an agreement, newest first'
})
