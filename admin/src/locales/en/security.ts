// Texts of the console's security area: two-step sign-in (TOTP) and the sign-in log.
import type zhHans from '../zh-Hans/security'
import type { Messages } from '../types'

const texts: Messages<typeof zhHans> = {
  menu: 'Sign-in log',
  totpMenu: 'Two-step sign-in',
  title: 'Sign-in log',
  results: { ok: 'Signed in', wrong_password: 'Wrong password or code', totp_refused: 'Wrong authenticator code', locked: 'Locked or disabled' },
  fields: { at: 'Time', user: 'Account', userId: 'User ID', phone: 'Phone', ip: 'IP address', device: 'Device', result: 'Result' },
  unknownAccount: '(not an operator account)',
  totp: {
    title: 'Two-step sign-in',
    intro: 'When on, signing in to the console also asks for the 6-digit code of an authenticator app (such as Google Authenticator or Microsoft Authenticator).',
    on: 'On', off: 'Off', required: 'Your role requires two-step sign-in; it cannot be turned off',
    start: 'Turn on two-step sign-in', scan: 'Scan the QR code with an authenticator app, or type the key:', secret: 'Key',
    code: 'Authenticator code', codePlaceholder: 'Enter the 6-digit code', confirm: 'Turn on', disable: 'Turn off two-step sign-in',
    disableHint: 'Enter a current code to turn it off', enabled: 'Two-step sign-in is on; other devices were signed out', disabled: 'Two-step sign-in is off'
  }
}
export default texts
