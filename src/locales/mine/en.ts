// Namespace `mine` in English.
// Settings, password, addresses, goods agreements, profile (subpackage pages/mine).
import type { Translation } from '../translation'
import type zhHans from './zh-Hans'

const mine: Translation<typeof zhHans> = {
  setting: {
    language: 'Language',
    version: 'Version',
    clearCache: 'Clear local cache',
    cacheCleared: 'Cache cleared',
    signOut: 'Sign out',
    signOutConfirm: 'Sign out of this account?'
  },
  password: {
    byOld: 'With old password',
    bySms: 'With SMS code',
    setHint: 'You have no password yet. Set one to sign in with your phone number and password.',
    oldPlaceholder: 'Current password',
    oldRequired: 'Enter your current password',
    codeFor: 'Code sent to {phone}',
    newPlaceholder: 'New password',
    repeatPlaceholder: 'Repeat the new password',
    rule: '8-32 characters with at least one letter and one digit',
    mismatch: 'The two passwords do not match',
    submit: 'Save password',
    changed: 'Password changed; other devices were signed out'
  },
  address: {
    empty: 'No addresses yet',
    emptyDesc: 'Add one to choose it when you buy books or other items',
    add: 'Add address',
    importWechat: 'Import from WeChat',
    imported: 'Imported from WeChat',
    default: 'Default',
    isDefault: 'Default address',
    setDefault: 'Make default',
    edit: 'Edit',
    delete: 'Delete',
    deleteConfirm: 'Delete this address?',
    deleted: 'Address deleted',
    editTitle: 'Edit address',
    recipient: 'Recipient',
    recipientPlaceholder: 'Recipient name',
    phone: 'Phone',
    region: 'Region',
    regionTitle: 'Choose a region',
    regionPlaceholder: 'Province / city / district',
    detail: 'Address',
    detailPlaceholder: 'Street, building, room',
    setAsDefault: 'Make this the default',
    save: 'Save',
    saved: 'Address saved',
    recipientRequired: 'Enter the recipient',
    phoneInvalid: 'Please enter a valid mobile number',
    regionRequired: 'Choose a region',
    detailRequired: 'Enter the street address'
  },
  agreements: {
    empty: 'No purchase agreements yet'
  },
  profile: {
    basic: 'Basic information',
    avatar: 'Photo',
    name: 'Name',
    surnamePinyin: 'Surname (pinyin)',
    givenNamePinyin: 'Given name (pinyin)',
    phone: 'Phone',
    birthday: 'Birthday',
    gender: 'Gender',
    education: 'Education',
    industry: 'Industry',
    job: 'Job',
    clothesSize: 'Clothes size',
    bio: 'About me',
    bioPlaceholder: 'Your training background and strengths',
    emergency: 'Emergency contact',
    emergencyContact: 'Contact',
    emergencyPhone: 'Contact phone',
    identity: 'Identity document',
    idType: 'Document type',
    idNumber: 'Document number',
    idPhotoFront: 'Front photo',
    idPhotoBack: 'Back photo',
    cpr: 'CPR certificate',
    cprCertificate: 'Certificate photo',
    cprIssuer: 'Issued by',
    cprExpiry: 'Valid until',
    bankAndPartners: 'Bank and partners',
    bankName: 'Bank',
    bankAccount: 'Account number',
    partnerId: 'Gym partner ID',
    certBodyId: 'Certification body ID',
    inputPlaceholder: 'Enter',
    choose: 'Choose',
    upload: 'Upload',
    save: 'Save',
    saved: 'Profile saved',
    genders: { male: 'Male', female: 'Female' },
    educations: { junior: 'Junior high or below', senior: 'High school', college: 'Associate degree', bachelor: "Bachelor's", master: "Master's", doctor: 'Doctorate' },
    idTypes: { id_card: 'Resident ID card', passport: 'Passport', hk_macao: 'Hong Kong/Macao travel permit', taiwan: 'Taiwan travel permit' },
    errors: {
      name: 'Enter your name',
      pinyin: 'Pinyin may contain letters only',
      idType: 'Choose a document type first'
    }
  }
}

export default mine
