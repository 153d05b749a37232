// The console's sign-in with its second step, the operator's TOTP settings, and the sign-in log.
import { adminAccess } from '../admin-access'
import type { Paged } from '../envelope'
import type {
  ConsoleLoginAnswer, ConsoleLoginInput, ConsoleSignedIn, ConsoleTotpInput, SignInLogEntry, SignInLogQuery, TotpCodeInput,
  TotpConfirmInput, TotpSetup, TotpSetupInput, TotpStatus
} from './operator-shapes'
import { define } from '../define'

const operators = adminAccess('security')

export const consoleLogin = define<{ body: ConsoleLoginInput; response: ConsoleLoginAnswer }>()({
  method: 'POST', path: '/api/admin/login', access: 'public', summary: 'Console sign-in by password or SMS code (logged)'
})
export const consoleLoginTotp = define<{ body: ConsoleTotpInput; response: ConsoleSignedIn }>()({
  method: 'POST', path: '/api/admin/login/totp', access: 'public', summary: 'Console sign-in, second step: the TOTP code'
})
export const setupTotp = define<{ body: TotpSetupInput; response: TotpSetup }>()({
  method: 'POST', path: '/api/admin/totp/setup', access: 'optional', summary: 'Start TOTP enrolment: a new secret and its QR'
})
export const confirmTotp = define<{ body: TotpConfirmInput; response: ConsoleSignedIn }>()({
  method: 'POST', path: '/api/admin/totp/confirm', access: 'optional', summary: 'Turn TOTP on with a first code; other sessions end'
})
export const disableTotp = define<{ body: TotpCodeInput; response: TotpStatus }>()({
  method: 'POST', path: '/api/admin/totp/disable', access: operators, summary: 'Turn TOTP off with a current code'
})
export const getTotpStatus = define<{ response: TotpStatus }>()({
  method: 'GET', path: '/api/admin/totp', access: operators, summary: 'Whether TOTP is on, and whether a role requires it'
})
export const listSignIns = define<{ query: SignInLogQuery; response: Paged<SignInLogEntry> }>()({
  method: 'GET', path: '/api/admin/sign-ins', access: operators, summary: 'Console sign-in attempts: own, or everybody\'s for admins'
})
