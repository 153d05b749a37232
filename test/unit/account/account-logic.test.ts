import { maskPhone, visibleEntries, MINE_ENTRIES } from '@/features/account/mine-entries'
import { profileProblem } from '@/features/account/profile-form'
import { isResidentId } from '@contract/validation'
import { regionPath } from '@/features/account/components/region-picker'
import type { ProfileInput } from '@contract/identity/schemas'
import { registerMessages } from '@/shared/i18n'
import { mineMessages } from '@/locales/mine'

// As the pages showing these texts do (see shared/i18n.ts).
registerMessages(mineMessages)

const blankProfile: ProfileInput = {
  avatar: '', name: '张三', surnamePinyin: '', givenNamePinyin: '', birthday: '', gender: '', education: '', industry: '',
  job: '', clothesSize: '', emergencyContact: '', emergencyPhone: '', bio: '', idType: '', idNumber: '', idPhotoFront: '',
  idPhotoBack: '', cprCertificate: '', cprIssuer: '', cprExpiry: '', bankName: '', bankAccount: '', partnerId: '', certBodyId: ''
}

beforeEach(() => jest.clearAllMocks())

describe('mine tab', () => {
  it('masks the middle of a mainland phone number', () => {
    expect(maskPhone('13800000001')).toBe('138****0001')
    expect(maskPhone('+85291234567')).toBe('+85****567')
  })

  it('shows role-limited entries only to users holding the role', () => {
    const staffOnly = { key: 'teach', label: 'orders' as const, route: 'pages/private/teacher/class' as const, roles: ['teacher' as const] }
    MINE_ENTRIES.push(staffOnly)
    try {
      expect(visibleEntries(['learner'])).not.toContain(staffOnly)
      expect(visibleEntries(['learner', 'teacher'])).toContain(staffOnly)
    } finally {
      MINE_ENTRIES.pop()
    }
  })
})

describe('profile form checks', () => {
  it('accepts a resident ID with a correct check character and refuses a wrong one', () => {
    expect(isResidentId('11010519491231002X')).toBe(true)
    expect(isResidentId('110105194912310021')).toBe(false)
    expect(isResidentId('1101051949123100')).toBe(false)
  })

  it('asks for the name first', () => {
    expect(profileProblem({ ...blankProfile, name: ' ' })).toBe('请填写姓名')
  })

  it('names the field whose phone number is wrong', () => {
    expect(profileProblem({ ...blankProfile, emergencyPhone: '12345' })).toBe('联系人电话输入有误')
  })

  it('wants a document type before a document number', () => {
    expect(profileProblem({ ...blankProfile, idNumber: 'E12345678' })).toBe('请先选择证件类型')
    expect(profileProblem({ ...blankProfile, idType: 'id_card', idNumber: '110105194912310021' })).toBe('证件号码输入有误')
    expect(profileProblem({ ...blankProfile, idType: 'passport', idNumber: 'E12345678' })).toBeNull()
  })
})

describe('region codes', () => {
  it('expands a district code into its province and city codes', () => {
    expect(regionPath('110105')).toEqual(['110000', '110100', '110105'])
    expect(regionPath('')).toEqual([])
  })
})
