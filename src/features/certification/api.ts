// The certification area's calls (exam registrations, certificates, the public check), through the endpoint
// definitions the server registers its routes from (types/certification/endpoints).
import * as api from '@contract/certification/endpoints'
import type { PageQuery } from '@contract/envelope'
import { call } from '@/shared/request'

export const listMyRegistrations = (query: PageQuery) => call(api.listMyRegistrations, { query })
export const getMyRegistration = (id: number) => call(api.getMyRegistration, { params: { id } })
export const listMyCertificates = (query: PageQuery) => call(api.listMyCertificates, { query })
/** Sent without the token (the same for everyone); an unknown number comes back as a BusinessRefusal to show inline. */
export const checkCertificate = (number: string) =>
  call(api.checkCertificate, { params: { number } }, { handles: ['CERT_NOT_FOUND', 'VALIDATION'], anonymous: true })
