import type { Messages } from '../types'
import type zhHans from '../zh-Hans/users'

export default {
  menu: 'Users',
  title: 'Users',
  detailTitle: 'User',
  keywordPlaceholder: 'Phone or name',
  rolePlaceholder: 'Role',
  statusPlaceholder: 'Account status',
  onlyLearner: 'Learners only',
  status: { active: 'Active', disabled: 'Disabled' },
  fields: {
    id: 'User ID', phone: 'Phone', name: 'Name', roles: 'Roles', status: 'Status', createdAt: 'Signed up',
    lastSeenAt: 'Last sign-in', hasPassword: 'Password', wechatBound: 'WeChat', disabledAt: 'Disabled at'
  },
  account: 'Account',
  set: 'Set', notSet: 'Not set', bound: 'Linked', notBound: 'Not linked',
  profile: {
    title: 'Profile', pinyin: 'Name in pinyin', gender: 'Gender', birthday: 'Birthday', education: 'Education', industry: 'Industry',
    job: 'Occupation', idType: 'ID type', idNumber: 'ID number'
  },
  genders: { male: 'Male', female: 'Female' },
  educations: { junior: 'Junior high or below', senior: 'High school', college: 'Associate degree', bachelor: "Bachelor's", master: "Master's", doctor: 'Doctorate' },
  idTypes: { id_card: 'Resident ID card', passport: 'Passport', hk_macao: 'Hong Kong/Macao travel permit', taiwan: 'Taiwan travel permit' },
  roles: { edit: 'Edit roles', title: 'Edit roles', help: 'Everyone is a learner; tick the other roles to grant. Changes apply at once.' },
  disable: {
    button: 'Disable account', title: 'Disable account', confirm: 'The user is signed out on every device at once and can no longer sign in.',
    reason: 'Reason', reasonPlaceholder: 'Optional; kept in the audit log', ok: 'Disable', done: 'Account disabled'
  },
  enable: { button: 'Enable account', title: 'Enable account', confirm: 'The user will be able to sign in again.', ok: 'Enable', done: 'Account enabled' },
  points: { title: 'Points', balance: 'Balance', totalEarned: 'Total earned', totalRedeemed: 'Total redeemed', ledger: 'Points history' },
  orders: {
    title: 'Orders', unavailable: 'Orders cannot be loaded right now', orderNo: 'Order no.', goods: 'Item', amount: 'Amount due', status: 'Status',
    createdAt: 'Placed',
    statuses: { unpaid: 'Unpaid', paid: 'Paid', closed: 'Closed', refunding: 'Refunding', refunded: 'Refunded' }
  }
} satisfies Messages<typeof zhHans>
