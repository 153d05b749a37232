import type { Messages } from '../types'
import type zhHans from '../zh-Hans/common'

export default {
  appTitle: 'Green Motion Fitness Academy · Back office',
  mark: 'G',
  shortTitle: 'Back office',
  language: 'Language',
  roles: {
    learner: 'Learner', teacher: 'Teacher', sales: 'Sales', academic: 'Academic affairs', ep: 'EP', edu: 'Education settlement',
    judge: 'Judge', trainer: 'Trainer', admin: 'Administrator', finance: 'Finance', content: 'Content'
  },
  words: {
    listSeparator: ', ', yes: 'Yes', no: 'No', all: 'All', search: 'Search', reset: 'Reset', keyword: 'Keyword', createdAt: 'Created', updatedAt: 'Updated',
    status: 'Status', note: 'Note', detail: 'Details', id: 'ID', dateRange: 'Dates', empty: 'No data', loadFailed: 'Could not load',
    retry: 'Retry', saved: 'Saved', done: 'Done', total: '{{total}} in all', operator: 'Operator'
  },
  login: {
    title: 'Sign in to the back office', subtitle: 'Use the same account as in the app', password: 'Password', sms: 'SMS code',
    phone: 'Phone', phonePlaceholder: 'Phone number', passwordLabel: 'Password', passwordPlaceholder: 'Password', code: 'Code',
    codePlaceholder: 'Code from the SMS', sendCode: 'Send code', resend: 'Resend in {{seconds}} s', codeSent: 'Code sent',
    submit: 'Sign in', failed: 'Sign-in failed', notOperator: 'This account has no back-office role. Ask an administrator.',
    phoneInvalid: 'Enter an 11-digit phone number', required: 'Required',
    totpTitle: 'Two-step sign-in', totpHint: 'Enter the 6-digit code of your authenticator app', totpSubmit: 'Verify and sign in',
    enrolTitle: 'Set up two-step sign-in', enrolHint: 'Your role requires two-step sign-in: scan the QR code with an authenticator app, then enter its 6-digit code',
    back: 'Back to sign-in'
  },
  requestFailed: { upload: 'The upload failed. Please try again.', network: 'Network connection failed. Check the network and try again.', signIn: 'Please sign in first', forbidden: 'You do not have permission to do this', notFound: 'Not found', server: 'Something went wrong on the server. Please try again later.', failed: 'The operation failed' },
  access: { needsRoles: 'Needs one of these roles: {{roles}}', forbiddenLead: 'Your account cannot open this page. You can go to:', forbiddenNone: 'Your account cannot open any page. Please sign in with another account.', signOut: 'Sign out' }
} satisfies Messages<typeof zhHans>
