// Value lists of exam registration, judging and certificates: pure constants, safe for the app bundle; the
// database schema takes its CHECK lists from here.

/**
 * A registration (one per paid exam purchase) moves: pending review → approved → admit card sent → exam ended →
 * passed / failed. Staff may close registration of a sitting while a review is pending; a refund or a rejected
 * review cancels it.
 */
export const REGISTRATION_STATUSES = [
  'cancelled', 'pending_review', 'registration_closed', 'approved', 'admit_card_sent', 'exam_ended', 'failed', 'passed'
] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

/** A judge may score a candidate once the registration is approved; never after a result. */
export const SCORABLE_STATUSES: readonly RegistrationStatus[] = ['approved', 'admit_card_sent', 'exam_ended']

/** Stored certificate states; 'expired' is derived from the expiry date when read. */
export const CERTIFICATE_STORED_STATUSES = ['valid', 'revoked'] as const
export const CERTIFICATE_STATUSES = ['valid', 'expired', 'revoked'] as const
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number]

/** Certificate numbers: a prefix, 16 random digits and a Luhn check digit (typos are refused without a lookup). */
export const CERT_NUMBER_PREFIX = 'LD'
export const CERT_NUMBER_RE = /^LD\d{17}$/

/** Where the plain web page of a certificate check lives (server-rendered, no app code). */
export const CERT_CHECK_WEB_PATH = '/cert/'

/** Defaults of an exam goods without its own rules. */
export const DEFAULT_PASS_PERCENT = 60
export const DEFAULT_EXAM_MINUTES = 90
export const DEFAULT_CERT_VALID_MONTHS = 36
