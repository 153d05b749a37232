// What the operator module's services get: the identity context's database, clock, sessions, SMS codes, cipher
// and configuration (the roles that must use TOTP, the name an authenticator app shows).
import type { Role } from '@contract/identity/shapes'
import type { FieldCipher } from '../../../crypto/field-cipher'
import type { Db } from '../../../db'
import type { TokenService } from '../auth/tokens'
import type { SmsCodeService } from '../sms/service'

export interface OperatorDeps {
  db: Db
  now: () => Date
  tokens: TokenService
  codes: SmsCodeService
  cipher: FieldCipher
  totpRequiredRoles: readonly Role[]
  issuer: string
}

export const totpRequiredFor = (deps: Pick<OperatorDeps, 'totpRequiredRoles'>, roles: readonly Role[]): boolean =>
  roles.some((role) => deps.totpRequiredRoles.includes(role))
