// A certificate row as people see it: dates in Beijing time, 'expired' derived from the expiry date.
import { CERT_CHECK_WEB_PATH, type CertificateStatus } from '@contract/certification/constants'
import type { Certificate, CertificateCheck } from '@contract/certification/shapes'
import { chinaDate } from '@contract/china-time'
import type { certificates } from '../tables'

type Row = typeof certificates.$inferSelect

export function statusOf(row: Pick<Row, 'status' | 'expiresAt'>, now: Date): CertificateStatus {
  if (row.status === 'revoked') return 'revoked'
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid'
}

export function toCertificate(row: Row, now: Date): Certificate {
  return {
    number: row.number, holderName: row.holderName, photo: row.photo, courseTitle: row.courseTitle, hours: row.hours,
    score: row.score, total: row.total, issuedOn: chinaDate(row.issuedAt), expiresOn: chinaDate(row.expiresAt),
    status: statusOf(row, now), checkPath: `${CERT_CHECK_WEB_PATH}${row.number}`
  }
}

/**
 * The public check: the full record, with the holder's photo while the certificate still stands (valid, or expired
 * and marked so). A revoked certificate vouches for nobody any more, so its check keeps the record and the reason
 * but not the holder's face: nobody can show it as proof of who they are.
 */
export function toCheck(row: Row, now: Date): CertificateCheck {
  const cert = toCertificate(row, now)
  return {
    ...cert, photo: cert.status === 'revoked' ? '' : cert.photo,
    revokedOn: row.revokedAt ? chinaDate(row.revokedAt) : null, revokeReason: row.revokeReason
  }
}
