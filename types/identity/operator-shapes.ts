// Shapes of the console's own sign-in (password or SMS code, then a TOTP code when the operator has one), the TOTP
// settings and the operators' sign-in log. Input rules are zod schemas in the server
// (contexts/identity/operator/schemas.ts); the console shows the server's field messages.
import type { PageQuery } from '../envelope'
import type { CurrentUser } from './shapes'

export const SIGN_IN_RESULTS = ['ok', 'wrong_password', 'totp_refused', 'locked'] as const
/** ok; wrong_password (or wrong SMS code); totp_refused (wrong or replayed TOTP code); locked (throttled or disabled). */
export type SignInResult = (typeof SIGN_IN_RESULTS)[number]

export type ConsoleLoginInput =
  | { mode: 'password'; phone: string; password: string }
  | { mode: 'sms'; phone: string; code: string }

/** A console session: the token (ended by ADMIN_IDLE_MINUTES without use) and its user. */
export interface ConsoleSignedIn {
  step: 'done'
  token: string
  user: CurrentUser
}

/**
 * The first step's answer: signed in; or a ticket (five minutes, good for the next step only) to send with the TOTP
 * code ('totp'), or with the enrolment of one that the operator's role requires ('enrol').
 */
export type ConsoleLoginAnswer = ConsoleSignedIn | { step: 'totp' | 'enrol'; ticket: string }

export interface ConsoleTotpInput {
  ticket: string
  code: string
}

/** Enrolment, by a signed-in operator (no ticket) or by one sent to enrol at sign-in (the ticket). */
export interface TotpSetupInput {
  ticket?: string
}

export interface TotpConfirmInput {
  ticket?: string
  code: string
}

export interface TotpCodeInput {
  code: string
}

/** The secret to type in, its otpauth:// URI and that URI as a QR image (a data: URL) to scan. */
export interface TotpSetup {
  secret: string
  uri: string
  qr: string
}

export interface TotpStatus {
  enabled: boolean
  /** One of the operator's roles is in TOTP_REQUIRED_ROLES: it cannot be turned off. */
  required: boolean
}

/** One attempt. `userId` null: the phone has no operator account (only the phone typed is kept). */
export interface SignInLogEntry {
  id: number
  userId: number | null
  name: string
  phone: string
  ip: string
  device: string
  result: SignInResult
  at: string
}

/** An operator sees their own attempts; an admin everybody's, and may filter by user. `from`/`to`: YYYY-MM-DD. */
export interface SignInLogQuery extends PageQuery {
  userId?: number
  result?: SignInResult
  from?: string
  to?: string
}
