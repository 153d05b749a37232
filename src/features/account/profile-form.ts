// The profile form: options for its pickers and the client-side checks, field by field (product rules §3, §5).
import { CLOTHES_SIZES, EDUCATIONS, GENDERS, ID_TYPES } from '@contract/identity/constants'
import type { ProfileDetail, ProfileInput } from '@contract/identity/schemas'
import { t } from '@/shared/i18n'
import { showToast } from '@/shared/toast'
import { isPhone } from '@/shared/validate'
import { isResidentId } from '@contract/validation'

export const PROFILE_FIELDS = [
  'avatar', 'name', 'surnamePinyin', 'givenNamePinyin', 'birthday', 'gender', 'education', 'industry', 'job',
  'clothesSize', 'emergencyContact', 'emergencyPhone', 'bio', 'idType', 'idNumber', 'idPhotoFront', 'idPhotoBack',
  'cprCertificate', 'cprIssuer', 'cprExpiry', 'bankName', 'bankAccount', 'partnerId', 'certBodyId'
] as const satisfies readonly (keyof ProfileInput)[]

export function inputFrom(detail: ProfileDetail): ProfileInput {
  return Object.fromEntries(PROFILE_FIELDS.map((key) => [key, detail[key] ?? ''])) as ProfileInput
}

export type Option = { value: string; label: string }
export const genderOptions = (): Option[] => GENDERS.map((value) => ({ value, label: t(`mine.profile.genders.${value}`) }))
export const educationOptions = (): Option[] =>
  EDUCATIONS.map((value) => ({ value, label: t(`mine.profile.educations.${value}`) }))
export const idTypeOptions = (): Option[] => ID_TYPES.map((value) => ({ value, label: t(`mine.profile.idTypes.${value}`) }))
export const clothesSizeOptions = (): Option[] => CLOTHES_SIZES.map((value) => ({ value, label: value }))

type Check = [boolean, string]

/** Returns the first problem's message, or null when the form can be sent. */
export function profileProblem(p: ProfileInput): string | null {
  const checks: Check[] = [
    [p.name.trim().length > 0, t('mine.profile.errors.name')],
    [/^[A-Za-z\s]*$/.test(p.surnamePinyin) && /^[A-Za-z\s]*$/.test(p.givenNamePinyin), t('mine.profile.errors.pinyin')],
    [p.emergencyPhone === '' || isPhone(p.emergencyPhone), t('common.validate.invalid', { field: t('mine.profile.emergencyPhone') })],
    [p.idNumber === '' || p.idType !== '', t('mine.profile.errors.idType')],
    [p.idType !== 'id_card' || p.idNumber === '' || isResidentId(p.idNumber), t('common.validate.invalid', { field: t('mine.profile.idNumber') })],
    [p.bankAccount === '' || /^\d{12,30}$/.test(p.bankAccount), t('common.validate.invalid', { field: t('mine.profile.bankAccount') })]
  ]
  return checks.find(([ok]) => !ok)?.[1] ?? null
}

export function checkProfile(p: ProfileInput): boolean {
  const problem = profileProblem(p)
  if (problem) void showToast(problem)
  return problem === null
}
