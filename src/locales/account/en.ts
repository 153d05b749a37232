// Namespace `account` in English.
// Login and the mine tab (main package).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const account: Translation<typeof zhHans> = {
  login: {
    welcome: 'Welcome to {name}',
    subtitle: 'Sign in to buy courses, register for exams and see your certificates',
    bySms: 'SMS code',
    byPassword: 'Password',
    wechatQuick: 'Sign in with phone number',
    phonePlaceholder: 'Phone number',
    accountPlaceholder: 'Phone number (account)',
    codePlaceholder: '6-digit code',
    passwordPlaceholder: 'Password',
    getCode: 'Get code',
    resendIn: 'Resend in {seconds}s',
    codeSent: 'Code sent',
    codeInvalid: 'Enter the 6-digit code',
    passwordRequired: 'Enter your password',
    submit: 'Sign in',
    success: 'Signed in',
    agreePrefix: 'I have read and agree to the ',
    userAgreement: 'User Agreement',
    and: ' and the ',
    privacyPolicy: 'Privacy Policy',
    mustAgree: 'Please read and accept the User Agreement and Privacy Policy first',
    privacyPrompt: 'Before signing in with your phone number, please read and accept the Privacy Policy. We use your number only for signing in and course notices.',
    privacyAgree: 'Agree and continue',
    privacyDisagree: 'Not now'
  },
  mine: {
    guest: 'Not signed in',
    loginHint: 'Sign in to see orders, coupons and certificates',
    login: 'Sign in',
    unnamed: 'No name yet',
    orderShortcuts: { all: 'All orders', unpaid: 'To pay', paid: 'Paid', refunding: 'Refunding', refunded: 'Refunded' },
    entries: {
      orders: 'My orders',
      onlineSchool: 'Online school',
      classes: 'My classes',
      exams: 'My exams',
      certificates: 'My certificates',
      coupons: 'My coupons',
      points: 'My points',
      profile: 'Profile',
      address: 'Addresses',
      calculators: 'Gym calculators',
      password: 'Change password',
      agreements: 'Purchase agreements',
      setting: 'Settings',
      questionnaire: 'Questionnaires'
    },
    staff: {
      sections: { teacher: 'Teacher', sales: 'Sales', academic: 'Academic affairs', ep: 'EP settlement', edu: 'Education settlement', judge: 'Examiner' },
      links: {
        teacherCourse: 'My courses',
        teacherClasses: 'My classes',
        teacherArrange: 'Class sessions',
        teacherGrading: 'Grade homework',
        teacherLeave: 'Leave requests',
        teacherRatings: 'Ratings',
        salesClasses: 'Class enrolment',
        salesPerformance: 'My performance',
        salesLeads: 'Sales leads',
        salesCoupons: 'Issue coupons',
        salesWithdraw: 'Withdraw commission',
        epClasses: 'My classes',
        epSettlement: 'Class settlement',
        epMonths: 'Classes by month',
        epPayments: 'EP payments',
        eduClasses: 'My classes',
        eduMonths: 'Classes by month',
        judgeIndex: 'Assessments',
      }
    }
  }
}

export default account
